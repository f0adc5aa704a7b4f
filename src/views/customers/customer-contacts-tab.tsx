import { useTranslation } from "react-i18next";
import type { CustomerEdit, CustomerFormValues } from "../../machines/customer-form.machine.ts";
import { ContactFields } from "../components/form/contact-fields.tsx";
import { CustomerCard, CustomerCardList } from "./customer-card-list.tsx";
import type { FieldMessage } from "../components/record-form/record-form-page.tsx";

export type CustomerContactsTabProps = {
  readonly edit: (edit: CustomerEdit) => void;
  readonly values: CustomerFormValues;
  readonly message: FieldMessage;
};

/** The contatos tab: the people to talk to at the customer (name, role, phone, e-mail). */
export function CustomerContactsTab({ edit, values, message }: CustomerContactsTabProps) {
  const { t } = useTranslation("customers");
  const labels = {
    name: t("contacts.name"),
    role: t("contacts.role"),
    phone: t("contacts.phone"),
    email: t("contacts.email"),
  };
  return (
    <CustomerCardList
      items={values.contacts}
      emptyText={t("contacts.empty")}
      addLabel={t("contacts.add")}
      onAdd={() => edit({ type: "contact.add" })}
    >
      {(contact, index) => {
        const number = index + 1;
        return (
          <CustomerCard
            key={contact.key}
            idPrefix={`contact-${index}`}
            title={t("contacts.heading", { number })}
            removeLabel={t("contacts.remove", { number })}
            onRemove={() => edit({ type: "contact.remove", index })}
            error={message(`contacts.${index}.id`)}
          >
            <ContactFields
              idPrefix={`contact-${index}`}
              contact={contact}
              labels={labels}
              onChange={(change) => edit({ type: "contact.change", index, change })}
              message={(field) => message(`contacts.${index}.${field}`)}
            />
          </CustomerCard>
        );
      }}
    </CustomerCardList>
  );
}
