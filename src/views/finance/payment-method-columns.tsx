import type { TFunction } from "i18next";
import { formatPercentage } from "../../domain/percentage.ts";
import type { PaymentMethodListQuery, PaymentMethodRecord } from "../../schemas/finance.ts";
import { BooleanTag } from "../components/data-table/boolean-tag.tsx";
import type { DataTableColumn } from "../components/data-table/data-table-column.ts";
import { actionsColumn, type RowActions } from "../components/modal-list/actions-column.tsx";

export type PaymentMethodSortField = NonNullable<PaymentMethodListQuery["sort_field"]>;

/** /settings/payment-methods: name, kind, fee, days, gives change, active, and the edit / remove buttons. */
export function paymentMethodColumns(
  t: TFunction,
  actions: RowActions<PaymentMethodRecord>,
): ReadonlyArray<DataTableColumn<PaymentMethodRecord, PaymentMethodSortField>> {
  const yesNo = (value: boolean) => (value ? t("common:actions.yes") : t("common:actions.no"));
  const bool = (
    field: "gives_change" | "active",
    header: string,
  ): DataTableColumn<PaymentMethodRecord, PaymentMethodSortField> => ({
    field,
    header,
    sortable: true,
    text: (m) => yesNo(m[field]),
    body: (m) => <BooleanTag value={m[field]} />,
  });
  return [
    { field: "name", header: "finance:payment-methods.columns.name", sortable: true, text: (m) => m.name },
    {
      field: "kind",
      header: "finance:payment-methods.columns.kind",
      sortable: true,
      text: (m) => t(`finance:payment-methods.kinds.${m.kind}`),
    },
    {
      field: "fee_percentage",
      header: "finance:payment-methods.columns.fee",
      sortable: true,
      text: (m) => `${formatPercentage(m.fee_percentage)} %`,
    },
    {
      field: "days_to_receive",
      header: "finance:payment-methods.columns.days",
      sortable: true,
      text: (m) => String(m.days_to_receive),
    },
    bool("gives_change", "finance:payment-methods.columns.gives-change"),
    bool("active", "finance:payment-methods.columns.active"),
    actionsColumn(
      t,
      {
        header: "finance:payment-methods.columns.actions",
        edit: "finance:payment-methods.edit-named",
        remove: "finance:payment-methods.remove-named",
        className: "finance-row-actions",
      },
      actions,
    ),
  ];
}
