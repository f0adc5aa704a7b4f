import { Button } from "primereact/button";
import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import { useTranslation } from "react-i18next";
import type { InteractionContactDraft, InteractionOfferDraft } from "../../machines/crm-interaction.machine.ts";
import { CONTACT_TYPES } from "../../schemas/crm-interactions.ts";
import { DateField } from "../components/form/date-field.tsx";
import { MoneyField } from "../components/form/money-field.tsx";

// The contacts made and the offers of a new interaction (sent with its creation only, spec 4).

const WHOLE_MINUTE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

type ContactsProps = {
  readonly contacts: ReadonlyArray<InteractionContactDraft>;
  readonly onChange: (contacts: ReadonlyArray<InteractionContactDraft>) => void;
  readonly now: () => string;
};

export function InteractionContactsList({ contacts, onChange, now }: ContactsProps) {
  const { t } = useTranslation("crm");
  const replace = (index: number, change: Partial<InteractionContactDraft>) =>
    onChange(contacts.map((contact, i) => (i === index ? { ...contact, ...change } : contact)));
  return (
    <fieldset className="interaction-list">
      <legend>{t("interaction.contacts")}</legend>
      {contacts.map((contact, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id before they are saved
        <div className="interaction-list__row" key={index}>
          <Dropdown
            aria-label={t("interaction.contact-type")}
            value={contact.type}
            options={CONTACT_TYPES.map((type) => ({ value: type, label: t(`interaction.types.${type}`) }))}
            onChange={(event) => replace(index, { type: event.value })}
          />
          <DateField
            id={`interaction-contact-${index}-made-at`}
            mode="datetime"
            label={t("interaction.made-at")}
            value={contact.madeAt === "" ? null : contact.madeAt.slice(0, 16)}
            // An unfinished or impossible text reaches the machine as "Invalid date": the form reports contact-invalid.
            onChange={(madeAt) =>
              replace(index, { madeAt: madeAt === null ? "" : WHOLE_MINUTE.test(madeAt) ? `${madeAt}:00` : madeAt })
            }
          />
          <InputText
            aria-label={t("interaction.notes")}
            placeholder={t("interaction.notes")}
            value={contact.notes}
            maxLength={2000}
            onChange={(event) => replace(index, { notes: event.target.value })}
          />
          <Button
            type="button"
            icon="pi pi-trash"
            text
            severity="danger"
            aria-label={t("interaction.remove")}
            onClick={() => onChange(contacts.filter((_, i) => i !== index))}
          />
        </div>
      ))}
      <Button
        type="button"
        icon="pi pi-plus"
        label={t("interaction.add-contact")}
        text
        onClick={() => onChange([...contacts, { type: "call", madeAt: `${now()}:00`, notes: "" }])}
      />
    </fieldset>
  );
}

type OffersProps = {
  readonly offers: ReadonlyArray<InteractionOfferDraft>;
  readonly onChange: (offers: ReadonlyArray<InteractionOfferDraft>) => void;
};

export function InteractionOffersList({ offers, onChange }: OffersProps) {
  const { t } = useTranslation("crm");
  const replace = (index: number, change: Partial<InteractionOfferDraft>) =>
    onChange(offers.map((offer, i) => (i === index ? { ...offer, ...change } : offer)));
  return (
    <fieldset className="interaction-list">
      <legend>{t("interaction.offers")}</legend>
      {offers.map((offer, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id before they are saved
        <div className="interaction-list__row interaction-list__row--offer" key={index}>
          <InputText
            aria-label={t("interaction.offer-description")}
            placeholder={t("interaction.offer-description")}
            value={offer.description}
            maxLength={200}
            onChange={(event) => replace(index, { description: event.target.value })}
          />
          <MoneyField
            id={`interaction-offer-value-${index}`}
            label={t("interaction.offer-value")}
            value={offer.value}
            onChange={(value) => replace(index, { value })}
          />
          <Button
            type="button"
            icon="pi pi-trash"
            text
            severity="danger"
            aria-label={t("interaction.remove")}
            onClick={() => onChange(offers.filter((_, i) => i !== index))}
          />
        </div>
      ))}
      <Button
        type="button"
        icon="pi pi-plus"
        label={t("interaction.add-offer")}
        text
        onClick={() => onChange([...offers, { description: "", value: null }])}
      />
    </fieldset>
  );
}
