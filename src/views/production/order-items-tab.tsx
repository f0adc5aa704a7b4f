import { useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { ConfirmDialog } from "primereact/confirmdialog";
import { Message } from "primereact/message";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AttendanceDetail, OrderItem } from "../../schemas/production.ts";
import {
  addAttendanceItem,
  listSizes,
  listStamps,
  removeAttendanceItem,
  updateAttendanceItem,
} from "../../services/api/production.ts";
import { money } from "../../services/format.ts";
import type { ItemDraft } from "./item-draft.ts";
import { itemBody } from "./item-draft.ts";
import { ItemFormDialog } from "./item-form-dialog.tsx";
import { OrderItemsTable } from "./order-items-table.tsx";
import { centsOfPrice } from "./order-values.ts";
import { failureText } from "../components/form/api-failure.ts";
import { useProductionResource } from "./use-production-resource.ts";
import { useSaveRequest as useProductionSave } from "../shared/use-save-request.ts";

export type OrderItemsTabProps = {
  readonly order: AttendanceDetail;
  /** The service desk may add, edit and remove items of an open order. */
  readonly editable: boolean;
  /** The server's fresh order after a change. */
  readonly onChanged: (order: AttendanceDetail) => void;
};

type ItemWrite = { readonly itemId: number | null; readonly draft: ItemDraft; readonly sizeIds: ReadonlyArray<number> };

/** The itens tab: the order items table, and on the service desk's page the item form. */
export function OrderItemsTab({ order, editable, onChanged }: OrderItemsTabProps) {
  const { t } = useTranslation(["production", "common"]);
  const summary = t("items.summary", {
    count: order.items_count,
    pieces: order.pieces,
    total: money(centsOfPrice(order.total)),
  });
  return (
    <section className="production-tab" aria-labelledby="order-items-title">
      <div className="production-tab__head">
        <div>
          <h2 id="order-items-title" className="production-section-title">
            {t("items.title")}
          </h2>
          <p className="production-muted">{summary}</p>
        </div>
      </div>
      {editable ? <EditableItems order={order} onChanged={onChanged} /> : <OrderItemsTable items={order.items} />}
    </section>
  );
}

function EditableItems({ order, onChanged }: Omit<OrderItemsTabProps, "editable">) {
  const { t } = useTranslation(["production", "common"]);
  const [editing, setEditing] = useState<OrderItem | "new" | null>(null);
  const stamps = useProductionResource((signal) => listStamps({ per_page: 500 }, signal));
  const sizes = useProductionResource((signal) => listSizes(signal));
  const stampList = useSelector(stamps, (s) => s.context.data?.data ?? []);
  const sizeList = useSelector(sizes, (s) => s.context.data?.data ?? []);

  const write = useProductionSave(
    ({ itemId, draft, sizeIds }: ItemWrite) =>
      itemId === null
        ? addAttendanceItem(order.id, itemBody(draft, sizeIds))
        : updateAttendanceItem(order.id, itemId, itemBody(draft, sizeIds)),
    (fresh) => {
      setEditing(null);
      onChanged(fresh);
    },
  );
  const writing = useSelector(write, (s) => s.hasTag("busy"));
  const writeFailure = useSelector(write, (s) => s.context.failure);

  const removal = useProductionSave(
    (item: OrderItem) => removeAttendanceItem(order.id, item.id),
    (fresh) => onChanged(fresh),
  );
  const confirming = useSelector(removal, (s) => s.hasTag("confirming"));
  const removing = useSelector(removal, (s) => s.hasTag("busy"));
  const removeFailed = useSelector(removal, (s) => (s.hasTag("failed") ? s.context.failure : null));
  const removed = useSelector(removal, (s) => s.context.request);

  return (
    <>
      <div className="production-tab__actions">
        <Button
          type="button"
          icon="pi pi-plus"
          label={t("items.add")}
          onClick={() => {
            write.send({ type: "dismiss" });
            setEditing("new");
          }}
        />
      </div>
      {removeFailed ? (
        <Message
          severity="error"
          role="alert"
          className="production-notice"
          text={failureText(t, removeFailed, "production:items.remove-failed")}
        />
      ) : null}
      <OrderItemsTable
        items={order.items}
        busy={removing}
        onEdit={(item) => {
          write.send({ type: "dismiss" });
          setEditing(item);
        }}
        onRemove={(item) => removal.send({ type: "ask", request: item })}
      />
      {editing !== null ? (
        <ItemFormDialog
          key={editing === "new" ? "new" : editing.id}
          item={editing === "new" ? undefined : editing}
          stamps={stampList}
          sizes={sizeList}
          busy={writing}
          failure={writeFailure}
          onHide={() => setEditing(null)}
          onSubmit={(draft) =>
            write.send({
              type: "submit",
              request: {
                itemId: editing === "new" ? null : editing.id,
                draft,
                sizeIds: sizeList.map((size) => size.id),
              },
            })
          }
        />
      ) : null}
      <ConfirmDialog
        group="remove-item"
        className="production-confirm"
        visible={confirming}
        header={t("items.remove-title")}
        message={t("items.remove-message", { description: removed?.description ?? "" })}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t("common:actions.yes")}
        rejectLabel={t("common:actions.no")}
        acceptClassName="p-button-danger"
        accept={() => removal.send({ type: "confirm" })}
        reject={() => removal.send({ type: "cancel" })}
        onHide={() => removal.send({ type: "cancel" })}
      />
    </>
  );
}
