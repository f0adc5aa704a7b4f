import type { TFunction } from "i18next";
import { Button } from "primereact/button";
import type { ContactListQuery, ContactMade } from "../../schemas/crm-interactions.ts";
import type { DataTableColumn } from "../components/data-table/data-table-column.ts";

export type ContactSortField = NonNullable<ContactListQuery["sort_field"]>;

/** "2026-03-10 11:45:00" → "10/03/2026 11:45" (spec 9). */
export const contactTime = (madeAt: string) =>
  `${madeAt.slice(8, 10)}/${madeAt.slice(5, 7)}/${madeAt.slice(0, 4)} ${madeAt.slice(11, 16)}`;

/** The /crm/contatos columns: when, type, customer, seller, notes, and a button that opens the interaction. */
export function contactColumns(
  t: TFunction,
  open: (contact: ContactMade) => void,
): ReadonlyArray<DataTableColumn<ContactMade, ContactSortField>> {
  return [
    {
      field: "made_at",
      header: "crm:contacts.made-at",
      sortable: true,
      nowrap: true,
      text: (c) => contactTime(c.made_at),
    },
    { field: "type", header: "crm:contacts.type", sortable: true, text: (c) => t(`crm:interaction.types.${c.type}`) },
    { field: "customer", header: "crm:contacts.customer", sortable: true, text: (c) => c.customer_name },
    { field: "seller", header: "crm:contacts.seller", sortable: true, text: (c) => c.seller },
    { field: "notes", header: "crm:contacts.notes", text: (c) => c.notes },
    {
      field: "actions",
      header: "crm:contacts.actions",
      text: () => "",
      body: (c) => (
        <Button
          type="button"
          icon="pi pi-external-link"
          text
          rounded
          aria-label={t("crm:contacts.open", { name: c.customer_name })}
          onClick={() => open(c)}
        />
      ),
    },
  ];
}
