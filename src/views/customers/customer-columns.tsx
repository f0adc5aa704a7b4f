import type { TFunction } from "i18next";
import { Link } from "react-router";
import { formatCustomerDocument } from "../../domain/customers.ts";
import { formatPhone } from "../../domain/phone.ts";
import type { CustomerListItem, CustomerListQuery } from "../../schemas/customers.ts";
import { BooleanTag } from "../components/data-table/boolean-tag.tsx";
import type { DataTableColumn } from "../components/data-table/data-table-column.ts";

export type CustomerSortField = NonNullable<CustomerListQuery["sort_field"]>;

/** "Belo Horizonte/MG"; "" without a main address. */
const cityText = (customer: CustomerListItem) =>
  customer.city && customer.uf ? `${customer.city}/${customer.uf}` : customer.city || customer.uf;

/** The /clientes columns: name (the link to the customer's page), CPF/CNPJ, phone, e-mail, city, active. */
export function customerColumns(
  t: TFunction,
  hrefOf: (customer: CustomerListItem) => string,
): ReadonlyArray<DataTableColumn<CustomerListItem, CustomerSortField>> {
  const yesNo = (value: boolean) => (value ? t("common:actions.yes") : t("common:actions.no"));
  return [
    {
      field: "name",
      header: "customers:columns.name",
      sortable: true,
      text: (customer) => customer.name,
      body: (customer) => (
        <Link to={hrefOf(customer)} className="customer-link" aria-label={t("customers:open", { name: customer.name })}>
          {customer.name}
        </Link>
      ),
    },
    {
      field: "docId1",
      header: "customers:columns.document",
      sortable: true,
      text: (customer) => formatCustomerDocument(customer.customerType, customer.docId1),
      body: (customer) => (
        <span className="customer-nowrap">{formatCustomerDocument(customer.customerType, customer.docId1)}</span>
      ),
    },
    {
      field: "phone1",
      header: "customers:columns.phone",
      sortable: true,
      text: (customer) => formatPhone(customer.phone1),
      body: (customer) => <span className="customer-nowrap">{formatPhone(customer.phone1)}</span>,
    },
    { field: "email", header: "customers:columns.email", sortable: true, text: (customer) => customer.email },
    { field: "city", header: "customers:columns.city", sortable: true, text: cityText },
    { field: "groups", header: "customers:columns.groups", text: (customer) => customer.groupsNames.join(", ") },
    {
      field: "active",
      header: "customers:columns.active",
      sortable: true,
      text: (customer) => yesNo(customer.active),
      body: (customer) => <BooleanTag value={customer.active} />,
    },
  ];
}
