import { useActorRef, useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { Message } from "primereact/message";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { fromPromise } from "xstate";
import {
  type FindProductsRequest,
  filledLines,
  stockTransferMachine,
  transferIncomplete,
  transferQuantity,
} from "../../machines/stock-transfer.machine.ts";
import type { StockDetail, StockTransferInput } from "../../schemas/stock.ts";
import { getStockOptions, listStockPositions, transferStock } from "../../services/api/stock.ts";
import { failureText, fieldMessage } from "../components/form/api-failure.ts";
import { DropdownField } from "../components/form/dropdown-field.tsx";
import { TextField } from "../components/form/text-field.tsx";
import { ModalForm } from "../components/modal-form/modal-form.tsx";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";

export type StockTransferDialogProps = {
  readonly from: StockDetail;
  readonly onHide: () => void;
  readonly onDone: (moved: number) => void;
};

/** The product of this stock whose SKU or barcode is exactly the code typed or scanned (null: none). */
async function productOf(stockId: number, code: string): Promise<number | null> {
  const page = await listStockPositions(stockId, { filter: code, per_page: 20 });
  const wanted = code.trim().toLowerCase();
  return page.data.find((row) => row.sku.toLowerCase() === wanted || row.ean === code.trim())?.product_id ?? null;
}

const transferMachine = stockTransferMachine.provide({
  actors: {
    "find products": fromPromise<ReadonlyArray<number | null>, FindProductsRequest>(({ input }) =>
      Promise.all(input.codes.map((code) => productOf(input.stockId, code))),
    ),
    transfer: fromPromise(({ input }: { input: StockTransferInput }) => transferStock(input)),
  },
});

/** Messages of a refused transfer shown above the lines: no field of the dialog holds them. */
const GENERAL_FIELDS = ["items", "from_stock_id"];

/** "Transferir": products of this stock to another stock of the network, both sides at once (issue 13 item 3). */
export function StockTransferDialog({ from, onHide, onDone }: StockTransferDialogProps) {
  const { t } = useTranslation(["stock", "common", "form"]);
  const options = useResourceData(useResource(getStockOptions, "options"));
  const transfer = useActorRef(transferMachine, { input: { from: from.id } });
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    const subscription = transfer.on("transferred", (event) => done.current(event.moved));
    return () => subscription.unsubscribe();
  }, [transfer]);
  const { to, lines, submitted, notFound, failure } = useSelector(transfer, (s) => s.context);
  const busy = useSelector(transfer, (s) => s.hasTag("busy"));
  const destinations = (options.data?.stocks ?? []).filter((s) => s.id !== from.id && s.active);
  const filled = filledLines(lines);

  const general = failure
    ? (fieldMessage(failure, ...GENERAL_FIELDS) ??
      (fieldMessage(failure, "to_stock_id") ? null : failureText(t, failure, "stock:transfer.failed")))
    : null;

  return (
    <ModalForm
      visible
      header={t("stock:transfer.title", { name: from.name })}
      onHide={onHide}
      onSubmit={() => transfer.send({ type: "submit" })}
      hasErrors={submitted && transferIncomplete({ to, lines })}
      busy={busy}
      submitLabel={t("stock:transfer.submit")}
      className="stock-dialog"
    >
      {general ? <Message severity="error" text={general} /> : null}
      {notFound.map((code) => (
        <Message key={code} severity="error" text={t("stock:transfer.not-found", { code })} />
      ))}
      <DropdownField
        id="stock-transfer-to"
        label={t("stock:transfer.to")}
        value={to}
        options={destinations.map((s) => ({ value: s.id, label: `${s.company_name} / ${s.name}` }))}
        onChange={(next) => transfer.send({ type: "to.change", to: next })}
        error={submitted && to === null ? t("form:required") : fieldMessage(failure, "to_stock_id")}
      />
      {lines.map((line, index) => (
        <div key={line.key} className="stock-transfer-line">
          <TextField
            id={`stock-transfer-code-${line.key}`}
            label={t("stock:transfer.code", { n: index + 1 })}
            value={line.code}
            onChange={(code) => transfer.send({ type: "line.change", key: line.key, code })}
            maxLength={60}
          />
          <TextField
            id={`stock-transfer-quantity-${line.key}`}
            label={t("stock:transfer.quantity")}
            value={line.quantity}
            onChange={(quantity) => transfer.send({ type: "line.change", key: line.key, quantity })}
            inputMode="numeric"
            maxLength={12}
            error={
              submitted && filled.includes(line) && transferQuantity(line.quantity) === null
                ? t("stock:transfer.quantity-invalid")
                : null
            }
          />
          <Button
            type="button"
            icon="pi pi-trash"
            text
            severity="danger"
            aria-label={t("stock:transfer.remove", { n: index + 1 })}
            disabled={lines.length === 1}
            onClick={() => transfer.send({ type: "line.remove", key: line.key })}
          />
        </div>
      ))}
      <Button
        type="button"
        icon="pi pi-plus"
        text
        label={t("stock:transfer.add")}
        onClick={() => transfer.send({ type: "line.add" })}
      />
    </ModalForm>
  );
}
