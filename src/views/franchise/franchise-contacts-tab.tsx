import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import type { FranchiseContactChange } from "../../machines/franchise-unit-form.machine.ts";
import { ContactFields } from "../components/form/contact-fields.tsx";
import type { FranchiseTabProps } from "./franchise-general-tab.tsx";

/** The contatos tab: the people to talk to at the franchisee (name, role, phone, e-mail). */
export function FranchiseContactsTab({ edit, values, message }: FranchiseTabProps) {
  const { t } = useTranslation("franchise");
  const labels = {
    name: t("contacts.name"),
    role: t("contacts.role"),
    phone: t("contacts.phone"),
    email: t("contacts.email"),
  };
  return (
    <div className="franchise-list">
      {values.contacts.length === 0 ? <p className="franchise-empty">{t("contacts.empty")}</p> : null}
      {values.contacts.map((contact, index) => {
        const number = index + 1;
        const id = (field: string) => `franchise-contact-${index}-${field}`;
        const at = (field: string) => `contacts.${index}.${field}`;
        const change = (change: FranchiseContactChange) => edit({ type: "contact.change", index, change });
        const idError = message(at("id"));
        return (
          <section key={contact.key} className="franchise-card" aria-labelledby={id("title")}>
            <div className="franchise-card__head">
              <h3 id={id("title")}>{t("contacts.heading", { number })}</h3>
              <Button
                type="button"
                icon="pi pi-trash"
                text
                severity="danger"
                aria-label={t("contacts.remove", { number })}
                onClick={() => edit({ type: "contact.remove", index })}
              />
            </div>
            {idError ? <small className="p-error">{idError}</small> : null}
            <div className="franchise-grid">
              <ContactFields
                idPrefix={`franchise-contact-${index}`}
                contact={contact}
                labels={labels}
                onChange={change}
                message={(field) => message(at(field))}
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
          onClick={() => edit({ type: "contact.add" })}
        />
      </div>
    </div>
  );
}
