import { AutoComplete } from "primereact/autocomplete";
import { useRef, useState } from "react";
import { searchCustomers } from "../../services/api/pdv.ts";
import { FormField, messageAria } from "../components/form/form-field.tsx";

type Customer = { readonly id: number; readonly name: string };

type Props = {
  readonly id: string;
  readonly label: string;
  readonly placeholder: string;
  readonly name: string;
  readonly onChange: (customer: Customer | null) => void;
  readonly error?: string | null;
  readonly disabled?: boolean;
};

/** The interaction's customer, chosen by typing part of its name, document or phone. */
export function InteractionCustomerField({ id, label, placeholder, name, onChange, error, disabled }: Props) {
  const [text, setText] = useState<string | Customer>(name);
  const [hits, setHits] = useState<Customer[]>([]);
  const latest = useRef(0);
  // Only the answer to the last query shows: a slower earlier one must not replace the list being clicked.
  const search = async (query: string) => {
    const asked = ++latest.current;
    const found = (await searchCustomers({ q: query })).data.map((c) => ({ id: c.id, name: c.name }));
    if (asked === latest.current) setHits(found);
  };
  return (
    <FormField id={id} label={label} message={error}>
      <AutoComplete
        inputId={id}
        value={text}
        suggestions={hits}
        field="name"
        placeholder={placeholder}
        completeMethod={(event) => void search(event.query)}
        onChange={(event) => {
          const value = event.value as string | Customer;
          setText(value);
          // Typed text is not a customer: the choice is made from the suggestions (onSelect).
          if (typeof value === "string") onChange(null);
        }}
        onSelect={(event) => onChange(event.value as Customer)}
        delay={250}
        disabled={disabled}
        invalid={Boolean(error)}
        className="w-full"
        inputClassName="w-full"
        {...messageAria(id, error)}
      />
    </FormField>
  );
}
