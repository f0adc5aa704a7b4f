import { useTranslation } from "react-i18next";
import type { ContactChange, CustomerEdit, CustomerFormValues } from "../../machines/customer-form.machine.ts";
import { PhoneField } from "../components/form/phone-field.tsx";
import { PlainTextField } from "../components/form/plain-text-field.tsx";
import { CustomerCard, CustomerCardList } from "./customer-card-list.tsx";
import type { FieldMessage } from "../components/record-form/record-form-page.tsx";
import { TextField } from "../components/form/text-field.tsx";

export type CustomerContactsTabProps = {
  readonly edit: (edit: CustomerEdit) => void;
  readonly values: CustomerFormValues;
  readonly message: FieldMessage;
};

/** The contatos tab: the people to talk to at the customer (name, role, phone, e-mail). */
export function CustomerContactsTab({ edit, values, message }: CustomerContactsTabProps) {
  const { t } = useTranslation("customers");
  return (
    <CustomerCardList
      items={values.contacts}
      emptyText={t("contacts.empty")}
      addLabel={t("contacts.add")}
      onAdd={() => edit({ type: "contact.add" })}
    >
      {(contact, index) => {
        const number = index + 1;
        const id = (field: string) => `contact-${index}-${field}`;
        const at = (field: string) => `contacts.${index}.${field}`;
        const change = (change: ContactChange) => edit({ type: "contact.change", index, change });
        return (
          <CustomerCard
            key={contact.key}
            idPrefix={`contact-${index}`}
            title={t("contacts.heading", { number })}
            removeLabel={t("contacts.remove", { number })}
            onRemove={() => edit({ type: "contact.remove", index })}
            error={message(at("id"))}
          >
            <TextField
              id={id("name")}
              label={t("contacts.name")}
              value={contact.name}
              onChange={(name) => change({ name })}
              maxLength={120}
              required
              error={message(at("name"))}
            />
            <PlainTextField
              id={id("role")}
              label={t("contacts.role")}
              value={contact.role}
              onChange={(role) => change({ role })}
              maxLength={80}
              error={message(at("role"))}
            />
            <PhoneField
              id={id("phone")}
              label={t("contacts.phone")}
              value={contact.phone}
              onChange={(phone) => change({ phone })}
              error={message(at("phone"))}
            />
            <TextField
              id={id("email")}
              label={t("contacts.email")}
              type="email"
              inputMode="email"
              value={contact.email}
              onChange={(email) => change({ email })}
              maxLength={254}
              error={message(at("email"))}
            />
          </CustomerCard>
        );
      }}
    </CustomerCardList>
  );
}
