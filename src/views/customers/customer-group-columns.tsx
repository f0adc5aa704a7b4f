import type { TFunction } from "i18next";
import type { CustomerGroup, CustomerGroupListQuery } from "../../schemas/customers.ts";
import { BooleanTag } from "../components/data-table/boolean-tag.tsx";
import type { DataTableColumn } from "../components/data-table/data-table-column.ts";
import { actionsColumn, type RowActions } from "../components/modal-list/actions-column.tsx";

export type CustomerGroupSortField = NonNullable<CustomerGroupListQuery["sort_field"]>;

/** /grupos-de-clientes: name, how many customers, active, and the edit / delete buttons. */
export function customerGroupColumns(
  t: TFunction,
  actions: RowActions<CustomerGroup>,
): ReadonlyArray<DataTableColumn<CustomerGroup, CustomerGroupSortField>> {
  const yesNo = (value: boolean) => (value ? t("common:actions.yes") : t("common:actions.no"));
  return [
    { field: "name", header: "customers:groups.columns.name", sortable: true, text: (g) => g.name },
    {
      field: "customers",
      header: "customers:groups.columns.customers",
      sortable: true,
      text: (g) => String(g.customers),
    },
    {
      field: "active",
      header: "customers:groups.columns.active",
      sortable: true,
      text: (g) => yesNo(g.active),
      body: (g) => <BooleanTag value={g.active} />,
    },
    actionsColumn(
      t,
      {
        header: "customers:groups.columns.actions",
        edit: "customers:groups.edit-named",
        remove: "customers:groups.delete-named",
        className: "customer-row-actions",
      },
      actions,
    ),
  ];
}
