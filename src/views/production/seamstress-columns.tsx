import type { TFunction } from "i18next";
import { Button } from "primereact/button";
import type { Seamstress, SeamstressListQuery } from "../../schemas/production.ts";
import { displayDate } from "../../services/format.ts";
import { BooleanTag } from "../components/data-table/boolean-tag.tsx";
import type { DataTableColumn } from "../components/data-table/data-table-column.ts";
import { instantOf } from "./order-values.ts";

export type SeamstressSortField = NonNullable<SeamstressListQuery["sort_field"]>;

export type SeamstressActions = {
  readonly edit: (seamstress: Seamstress) => void;
  readonly deactivate: (seamstress: Seamstress) => void;
  readonly busy: boolean;
};

/** /costureiras: name, phone, active, pieces now in sewing, and the edit / deactivate buttons. */
export function seamstressColumns(
  t: TFunction,
  actions: SeamstressActions,
): ReadonlyArray<DataTableColumn<Seamstress, SeamstressSortField>> {
  const yesNo = (value: boolean) => (value ? t("common:actions.yes") : t("common:actions.no"));
  return [
    { field: "name", header: "production:seamstresses.columns.name", sortable: true, text: (s) => s.name },
    { field: "phone", header: "production:seamstresses.columns.phone", text: (s) => s.phone },
    {
      field: "active",
      header: "production:seamstresses.columns.active",
      text: (s) => yesNo(s.active),
      body: (s) => <BooleanTag value={s.active} />,
    },
    {
      field: "pieces_in_progress",
      header: "production:seamstresses.columns.pieces",
      sortable: true,
      text: (s) => String(s.pieces_in_progress),
    },
    {
      field: "created_at",
      header: "production:seamstresses.columns.created-at",
      sortable: true,
      hidden: true,
      text: (s) => {
        const date = instantOf(s.created_at);
        return date ? displayDate(date) : "";
      },
    },
    {
      field: "actions",
      header: "production:seamstresses.columns.actions",
      text: () => "",
      body: (s) => (
        <span className="production-row-actions">
          <Button
            type="button"
            icon="pi pi-pencil"
            text
            rounded
            disabled={actions.busy}
            aria-label={t("production:seamstresses.edit-named", { name: s.name })}
            onClick={() => actions.edit(s)}
          />
          {s.active ? (
            <Button
              type="button"
              icon="pi pi-ban"
              text
              rounded
              severity="danger"
              disabled={actions.busy}
              aria-label={t("production:seamstresses.deactivate-named", { name: s.name })}
              onClick={() => actions.deactivate(s)}
            />
          ) : null}
        </span>
      ),
    },
  ];
}
