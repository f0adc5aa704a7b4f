import { Button } from "primereact/button";
import { useTranslation } from "react-i18next";
import { ContactFields } from "../components/form/contact-fields.tsx";
import type { SupplierTabProps } from "./supplier-general-tab.tsx";

/** The contatos tab: the people to talk to at the supplier (name, role, phone, e-mail). */
export function SupplierContactsTab({ edit, values, message }: SupplierTabProps) {
  const { t } = useTranslation("suppliers");
  const labels = {
    name: t("contacts.name"),
    role: t("contacts.role"),
    phone: t("contacts.phone"),
    email: t("contacts.email"),
  };
  return (
    <div className="supplier-list">
      {values.contacts.length === 0 ? <p className="supplier-empty">{t("contacts.empty")}</p> : null}
      {values.contacts.map((contact, index) => {
        const number = index + 1;
        const titleId = `contact-${index}-title`;
        const error = message(`contacts.${index}.id`);
        return (
          <section key={contact.key} className="supplier-card" aria-labelledby={titleId}>
            <div className="supplier-card__head">
              <h3 id={titleId} className="supplier-card__title">
                {t("contacts.heading", { number })}
              </h3>
              <Button
                type="button"
                icon="pi pi-trash"
                text
                severity="danger"
                aria-label={t("contacts.remove", { number })}
                onClick={() => edit({ type: "contact.remove", index })}
              />
            </div>
            {error ? (
              <small className="p-error block mb-2" role="alert">
                {error}
              </small>
            ) : null}
            <div className="record-form-grid">
              <ContactFields
                idPrefix={`contact-${index}`}
                contact={contact}
                labels={labels}
                onChange={(change) => edit({ type: "contact.change", index, change })}
                message={(field) => message(`contacts.${index}.${field}`)}
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
