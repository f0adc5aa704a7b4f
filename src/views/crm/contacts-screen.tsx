import { Button } from "primereact/button";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { CONTACT_TYPES, type ContactType } from "../../schemas/crm-interactions.ts";
import { interactionChoices, listContactsMade } from "../../services/api/crm-interactions.ts";
import { DataTable } from "../components/data-table/data-table.tsx";
import { DropdownField } from "../components/form/dropdown-field.tsx";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { contactColumns } from "./interaction-contacts-columns.tsx";
import { InteractionDialog } from "./interaction-dialog.tsx";
import "./crm.css";

/** Query parameters that open a new interaction for a customer (the customers list links here). */
export const CUSTOMER_PARAM = "cliente";
export const CUSTOMER_NAME_PARAM = "nome";

/** /crm/contatos (CRM 1): the contacts made, by period, type and seller; `Nova interação` logs one. */
export function ContactsScreen() {
  const { t } = useTranslation(["crm", "table", "common"]);
  const [params, setParams] = useSearchParams();
  const [type, setType] = useState<ContactType | null>(null);
  const [seller, setSeller] = useState<number | null>(null);
  const [saved, setSaved] = useState(0);
  const customerId = Number(params.get(CUSTOMER_PARAM) ?? "");
  const [open, setOpen] = useState(() => Number.isInteger(customerId) && customerId > 0);
  const [opened, setOpened] = useState<number | null>(null);
  const sellers = useResourceData(useResource(interactionChoices, "crm-choices")).data?.sellers ?? [];
  const columns = useMemo(() => contactColumns(t, (contact) => setOpened(contact.interaction_id)), [t]);
  const fetchPage = useMemo(
    () => (request: Parameters<typeof listContactsMade>[0], signal?: AbortSignal) =>
      listContactsMade({ ...request, ...(type ? { type } : {}), ...(seller ? { user_id: seller } : {}) }, signal),
    [type, seller],
  );
  const close = () => {
    setOpen(false);
    setOpened(null);
    if (params.has(CUSTOMER_PARAM)) setParams({}, { replace: true });
  };
  return (
    <div className="crm-page">
      <div className="crm-page__bar">
        <Button type="button" icon="pi pi-plus" label={t("contacts.new")} onClick={() => setOpen(true)} />
        <DropdownField<ContactType>
          id="contacts-type"
          label={t("contacts.type")}
          value={type}
          placeholder={t("contacts.all-types")}
          options={CONTACT_TYPES.map((value) => ({ value, label: t(`interaction.types.${value}`) }))}
          onChange={setType}
          showClear
        />
        <DropdownField<number>
          id="contacts-seller"
          label={t("contacts.seller")}
          value={seller}
          placeholder={t("contacts.all-sellers")}
          options={sellers.map((s) => ({ value: s.id, label: s.name }))}
          onChange={setSeller}
          filter
          showClear
        />
      </div>
      <DataTable
        key={`${type ?? ""}-${seller ?? ""}-${saved}`}
        id="crm-contacts"
        columns={columns}
        fetchPage={fetchPage}
        dataKey="id"
        period="current-month"
        fileName={t("contacts.title")}
        label={t("contacts.title")}
      />
      {open || opened !== null ? (
        <InteractionDialog
          key={opened ?? "new"}
          interactionId={opened}
          customer={customerId > 0 ? { id: customerId, name: params.get(CUSTOMER_NAME_PARAM) ?? "" } : null}
          onSaved={() => {
            close();
            setSaved((n) => n + 1);
          }}
          onHide={close}
        />
      ) : null}
    </div>
  );
}
