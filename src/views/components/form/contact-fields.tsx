import type { CustomerContactFields } from "../../../domain/customers.ts";
import { PhoneField } from "./phone-field.tsx";
import { PlainTextField } from "./plain-text-field.tsx";
import { TextField } from "./text-field.tsx";

export type ContactFieldsProps = {
  /** Prefix of the inputs' ids: `${idPrefix}-name`, `${idPrefix}-role`, ... */
  readonly idPrefix: string;
  readonly contact: CustomerContactFields;
  readonly labels: Readonly<Record<keyof CustomerContactFields, string>>;
  readonly onChange: (change: Partial<CustomerContactFields>) => void;
  /** The message under a field of this contact ("name", "role", "phone", "email"). */
  readonly message: (field: keyof CustomerContactFields) => string | null;
};

/** The fields of a contact person (a customer's, a franchisee's): name (required), role, phone, e-mail. */
export function ContactFields({ idPrefix, contact, labels, onChange, message }: ContactFieldsProps) {
  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <>
      <TextField
        id={id("name")}
        label={labels.name}
        value={contact.name}
        onChange={(name) => onChange({ name })}
        maxLength={120}
        required
        error={message("name")}
      />
      <PlainTextField
        id={id("role")}
        label={labels.role}
        value={contact.role}
        onChange={(role) => onChange({ role })}
        maxLength={80}
        error={message("role")}
      />
      <PhoneField
        id={id("phone")}
        label={labels.phone}
        value={contact.phone}
        onChange={(phone) => onChange({ phone })}
        error={message("phone")}
      />
      <TextField
        id={id("email")}
        label={labels.email}
        type="email"
        inputMode="email"
        value={contact.email}
        onChange={(email) => onChange({ email })}
        maxLength={254}
        error={message("email")}
      />
    </>
  );
}
