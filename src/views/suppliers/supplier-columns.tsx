import type { TFunction } from "i18next";
import { Link } from "react-router";
import { formatDocumentId } from "../../domain/documents.ts";
import { formatPhone } from "../../domain/phone.ts";
import type {
  Carrier,
  CarrierListQuery,
  Manufacturer,
  ManufacturerListQuery,
  SupplierDirectoryItem,
  SupplierDirectoryQuery,
  SupplierListItem,
  SupplierListQuery,
} from "../../schemas/suppliers.ts";
import { BooleanTag } from "../components/data-table/boolean-tag.tsx";
import type { DataTableColumn } from "../components/data-table/data-table-column.ts";

// The columns of /fornecedores, /utilidades/fornecedores, /fabricantes and /transportadoras.

export type SupplierSortField = NonNullable<SupplierListQuery["sort_field"]>;
export type SupplierDirectorySortField = NonNullable<SupplierDirectoryQuery["sort_field"]>;
export type ManufacturerSortField = NonNullable<ManufacturerListQuery["sort_field"]>;
export type CarrierSortField = NonNullable<CarrierListQuery["sort_field"]>;

const cityText = (row: { readonly city: string; readonly uf: string }) =>
  row.city && row.uf ? `${row.city}/${row.uf}` : row.city || row.uf;

const yesNo = (t: TFunction, value: boolean) => (value ? t("common:actions.yes") : t("common:actions.no"));

const nowrap = (text: string) => <span className="supplier-nowrap">{text}</span>;

const nameLink = (t: TFunction, href: string, name: string) => (
  <Link to={href} className="supplier-link" aria-label={t("suppliers:open", { name })}>
    {name}
  </Link>
);

/** /fornecedores: razão social (the link), nome fantasia, CNPJ/CPF, phone, e-mail, city, active. */
export function supplierColumns(
  t: TFunction,
  hrefOf: (supplier: SupplierListItem) => string,
): ReadonlyArray<DataTableColumn<SupplierListItem, SupplierSortField>> {
  return [
    {
      field: "name",
      header: "suppliers:columns.name",
      sortable: true,
      text: (s) => s.name,
      body: (s) => nameLink(t, hrefOf(s), s.name),
    },
    { field: "tradeName", header: "suppliers:columns.trade-name", sortable: true, text: (s) => s.tradeName },
    {
      field: "docId1",
      header: "suppliers:columns.document",
      sortable: true,
      text: (s) => formatDocumentId(s.docId1),
      body: (s) => nowrap(formatDocumentId(s.docId1)),
    },
    {
      field: "phone1",
      header: "suppliers:columns.phone",
      sortable: true,
      text: (s) => formatPhone(s.phone1),
      body: (s) => nowrap(formatPhone(s.phone1)),
    },
    { field: "email", header: "suppliers:columns.email", sortable: true, text: (s) => s.email },
    { field: "city", header: "suppliers:columns.city", sortable: true, text: cityText },
    {
      field: "active",
      header: "suppliers:columns.active",
      sortable: true,
      text: (s) => yesNo(t, s.active),
      body: (s) => <BooleanTag value={s.active} />,
    },
  ];
}

const contactLine = (c: SupplierDirectoryItem["contacts"][number]) =>
  [c.role ? `${c.name} (${c.role})` : c.name, formatPhone(c.phone), c.email].filter(Boolean).join(" · ");

/** /utilidades/fornecedores: read-only, with the contact people. */
export function supplierDirectoryColumns(
  t: TFunction,
): ReadonlyArray<DataTableColumn<SupplierDirectoryItem, SupplierDirectorySortField>> {
  return [
    { field: "name", header: "suppliers:columns.name", sortable: true, text: (s) => s.name },
    { field: "tradeName", header: "suppliers:columns.trade-name", sortable: true, text: (s) => s.tradeName },
    {
      field: "docId1",
      header: "suppliers:columns.document",
      sortable: true,
      text: (s) => formatDocumentId(s.docId1),
      body: (s) => nowrap(formatDocumentId(s.docId1)),
    },
    {
      field: "stateRegistration",
      header: "suppliers:columns.state-registration",
      text: (s) => s.stateRegistration,
      hidden: true,
    },
    {
      field: "phone1",
      header: "suppliers:columns.phone",
      text: (s) => [s.phone1, s.phone2].filter(Boolean).map(formatPhone).join(" / "),
      body: (s) => nowrap([s.phone1, s.phone2].filter(Boolean).map(formatPhone).join(" / ")),
    },
    { field: "email", header: "suppliers:columns.email", text: (s) => s.email },
    { field: "city", header: "suppliers:columns.city", sortable: true, text: cityText },
    {
      field: "contacts",
      header: "suppliers:columns.contacts",
      text: (s) => s.contacts.map(contactLine).join("; ") || t("suppliers:directory.no-contacts"),
      body: (s) =>
        s.contacts.length === 0 ? (
          <span className="supplier-empty">{t("suppliers:directory.no-contacts")}</span>
        ) : (
          <span className="supplier-contacts-cell">
            {s.contacts.map((c) => (
              <span key={c.id}>{contactLine(c)}</span>
            ))}
          </span>
        ),
    },
  ];
}

/** /fabricantes: name (the link), CNPJ/CPF, active. */
export function manufacturerColumns(
  t: TFunction,
  hrefOf: (maker: Manufacturer) => string,
): ReadonlyArray<DataTableColumn<Manufacturer, ManufacturerSortField>> {
  return [
    {
      field: "name",
      header: "suppliers:manufacturers.name",
      sortable: true,
      text: (m) => m.name,
      body: (m) => nameLink(t, hrefOf(m), m.name),
    },
    {
      field: "docId1",
      header: "suppliers:manufacturers.document-column",
      sortable: true,
      text: (m) => formatDocumentId(m.docId1),
      body: (m) => nowrap(formatDocumentId(m.docId1)),
    },
    {
      field: "active",
      header: "suppliers:manufacturers.active-column",
      sortable: true,
      text: (m) => yesNo(t, m.active),
      body: (m) => <BooleanTag value={m.active} />,
    },
  ];
}

/** /transportadoras: name (the link), CNPJ/CPF, phone, city, plate, active. */
export function carrierColumns(
  t: TFunction,
  hrefOf: (carrier: Carrier) => string,
): ReadonlyArray<DataTableColumn<Carrier, CarrierSortField>> {
  return [
    {
      field: "name",
      header: "suppliers:carriers.name",
      sortable: true,
      text: (c) => c.name,
      body: (c) => nameLink(t, hrefOf(c), c.name),
    },
    {
      field: "doc_id_1",
      header: "suppliers:carriers.document",
      sortable: true,
      text: (c) => formatDocumentId(c.doc_id_1),
      body: (c) => nowrap(formatDocumentId(c.doc_id_1)),
    },
    {
      field: "phone",
      header: "suppliers:carriers.phone",
      text: (c) => formatPhone(c.phone),
      body: (c) => nowrap(formatPhone(c.phone)),
    },
    { field: "city", header: "suppliers:carriers.city", sortable: true, text: cityText },
    { field: "license_plate", header: "suppliers:carriers.plate", sortable: true, text: (c) => c.license_plate },
    {
      field: "active",
      header: "suppliers:carriers.active-column",
      sortable: true,
      text: (c) => yesNo(t, c.active),
      body: (c) => <BooleanTag value={c.active} />,
    },
  ];
}
