import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import type { ContactChange, CustomerFormRef, CustomerFormValues } from "../../machines/customer-form.machine.ts";
import { PhoneField } from "../components/form/phone-field.tsx";
import { PlainTextField } from "../components/form/plain-text-field.tsx";
import type { FieldMessage } from "./customer-messages.ts";
import { CustomerTextField } from "./customer-text-field.tsx";

export type CustomerContactsTabProps = {
  readonly form: CustomerFormRef;
  readonly values: CustomerFormValues;
  readonly message: FieldMessage;
};

/** The contatos tab: the people to talk to at the customer (name, role, phone, e-mail). */
export function CustomerContactsTab({ form, values, message }: CustomerContactsTabProps) {
  const { t } = useTranslation("customers");
  return (
    <div className="customer-list">
      {values.contacts.length === 0 ? <p className="customer-empty">{t("contacts.empty")}</p> : null}
      {values.contacts.map((contact, index) => {
        const number = index + 1;
        const id = (field: string) => `contact-${index}-${field}`;
        const at = (field: string) => `contacts.${index}.${field}`;
        const change = (change: ContactChange) => form.send({ type: "contact.change", index, change });
        return (
          <section key={contact.key} className="customer-card" aria-labelledby={id("title")}>
            <div className="customer-card__head">
              <h3 id={id("title")} className="customer-card__title">
                {t("contacts.heading", { number })}
              </h3>
              <Button
                type="button"
                icon="pi pi-trash"
                text
                severity="danger"
                aria-label={t("contacts.remove", { number })}
                onClick={() => form.send({ type: "contact.remove", index })}
              />
            </div>
            {message(at("id")) ? (
              <small className="p-error block mb-2" role="alert">
                {message(at("id"))}
              </small>
            ) : null}
            <div className="customer-grid">
              <CustomerTextField
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
              <CustomerTextField
                id={id("email")}
                label={t("contacts.email")}
                type="email"
                inputMode="email"
                value={contact.email}
                onChange={(email) => change({ email })}
                maxLength={254}
                error={message(at("email"))}
              />
            </div>
          </section>
        );
      })}
      <div>
        <Button
          type="button"
          outlined
          icon="pi pi-plus"
          label={t("contacts.add")}
          onClick={() => form.send({ type: "contact.add" })}
        />
      </div>
    </div>
  );
}
