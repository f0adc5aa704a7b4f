import { Button } from "primereact/button";
import { Message } from "primereact/message";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { StockDetail, StockPosition } from "../../schemas/stock.ts";
import { getStockOptions, listStockPositions, transferStock } from "../../services/api/stock.ts";
import { failureText, fieldMessage } from "../components/form/api-failure.ts";
import { DropdownField } from "../components/form/dropdown-field.tsx";
import { TextField } from "../components/form/text-field.tsx";
import { ModalForm } from "../components/modal-form/modal-form.tsx";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { typedQuantity } from "./stock-format.ts";

export type StockTransferDialogProps = {
  readonly from: StockDetail;
  readonly onHide: () => void;
  readonly onDone: (moved: number) => void;
};

type Line = { readonly key: number; readonly code: string; readonly quantity: string };

/** The product of this stock whose SKU or barcode is exactly the code typed or scanned. */
async function productOf(stockId: number, code: string): Promise<StockPosition | null> {
  const page = await listStockPositions(stockId, { filter: code, per_page: 20 });
  const wanted = code.trim().toLowerCase();
  return page.data.find((row) => row.sku.toLowerCase() === wanted || row.ean === code.trim()) ?? null;
}

/** "Transferir": products of this stock to another stock of the network, both sides at once (issue 13 item 3). */
export function StockTransferDialog({ from, onHide, onDone }: StockTransferDialogProps) {
  const { t } = useTranslation(["stock", "common", "form"]);
  const options = useResourceData(useResource(getStockOptions, "options"));
  const [to, setTo] = useState<number | null>(null);
  const [lines, setLines] = useState<ReadonlyArray<Line>>([{ key: 1, code: "", quantity: "" }]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [problems, setProblems] = useState<ReadonlyArray<string>>([]);
  const [touched, setTouched] = useState(false);
  const destinations = (options.data?.stocks ?? []).filter((s) => s.id !== from.id && s.active);
  const filled = lines.filter((line) => line.code.trim() !== "");
  const invalid = to === null || filled.length === 0 || filled.some((line) => typedQuantity(line.quantity) === null);

  const change = (key: number, patch: Partial<Line>) =>
    setLines((all) => all.map((line) => (line.key === key ? { ...line, ...patch } : line)));

  const submit = async () => {
    setTouched(true);
    if (invalid || to === null) return;
    setBusy(true);
    setFailure(null);
    setProblems([]);
    try {
      const found = await Promise.all(filled.map((line) => productOf(from.id, line.code)));
      const missing = filled
        .filter((_, i) => found[i] === null)
        .map((line) => t("stock:transfer.not-found", { code: line.code }));
      if (missing.length > 0) {
        setProblems(missing);
        setBusy(false);
        return;
      }
      const items = filled.map((line, i) => ({
        product_id: found[i]?.product_id ?? 0,
        quantity: typedQuantity(line.quantity) ?? 0,
      }));
      const result = await transferStock({ from_stock_id: from.id, to_stock_id: to, items });
      onDone(result.moved);
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  };

  const general = failure
    ? (fieldMessage(failure, "items", "to_stock_id", "from_stock_id") ??
      failureText(t, failure, "stock:transfer.failed"))
    : null;

  return (
    <ModalForm
      visible
      header={t("stock:transfer.title", { name: from.name })}
      onHide={onHide}
      onSubmit={() => void submit()}
      hasErrors={touched && invalid}
      busy={busy}
      submitLabel={t("stock:transfer.submit")}
      className="stock-dialog"
    >
      {general ? <Message severity="error" text={general} /> : null}
      {problems.map((text) => (
        <Message key={text} severity="error" text={text} />
      ))}
      <DropdownField
        id="stock-transfer-to"
        label={t("stock:transfer.to")}
        value={to}
        options={destinations.map((s) => ({ value: s.id, label: `${s.company_name} / ${s.name}` }))}
        onChange={setTo}
        error={touched && to === null ? t("validation:required") : null}
      />
      {lines.map((line, index) => (
        <div key={line.key} className="stock-transfer-line">
          <TextField
            id={`stock-transfer-code-${line.key}`}
            label={t("stock:transfer.code", { n: index + 1 })}
            value={line.code}
            onChange={(code) => change(line.key, { code })}
            maxLength={60}
          />
          <TextField
            id={`stock-transfer-quantity-${line.key}`}
            label={t("stock:transfer.quantity")}
            value={line.quantity}
            onChange={(quantity) => change(line.key, { quantity })}
            inputMode="numeric"
            maxLength={12}
            error={
              touched && line.code.trim() !== "" && typedQuantity(line.quantity) === null
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
            onClick={() => setLines((all) => all.filter((l) => l.key !== line.key))}
          />
        </div>
      ))}
      <Button
        type="button"
        icon="pi pi-plus"
        text
        label={t("stock:transfer.add")}
        onClick={() =>
          setLines((all) => [...all, { key: Math.max(...all.map((l) => l.key)) + 1, code: "", quantity: "" }])
        }
      />
    </ModalForm>
  );
}
