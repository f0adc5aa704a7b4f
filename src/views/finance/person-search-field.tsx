import { AutoComplete } from "primereact/autocomplete";
import { useState } from "react";
import type { EntryKind } from "../../domain/finance.ts";
import { searchCustomers } from "../../services/api/pdv.ts";
import { searchSuppliers } from "../../services/api/suppliers.ts";
import { FormField, messageAria } from "../components/form/form-field.tsx";

type Person = { readonly id: number; readonly name: string };

type Props = {
  readonly id: string;
  readonly label: string;
  readonly kind: EntryKind;
  readonly name: string;
  readonly onChange: (person: Person | null) => void;
  readonly error?: string | null;
};

/** The supplier (pay) or customer (receive) of an entry, chosen by typing part of its name or document. */
export function PersonSearchField({ id, label, kind, name, onChange, error }: Props) {
  const [text, setText] = useState<string | Person>(name);
  const [hits, setHits] = useState<Person[]>([]);
  const search = async (query: string) => {
    const found =
      kind === "pay"
        ? (await searchSuppliers(query)).data.map((s) => ({ id: s.id as number, name: s.name }))
        : (await searchCustomers({ q: query })).data.map((c) => ({ id: c.id, name: c.name }));
    setHits(found);
  };
  // The form kit's field (label, control, message), so its label and height match the fields beside it.
  return (
    <FormField id={id} label={label} message={error}>
      <AutoComplete
        inputId={id}
        value={text}
        suggestions={hits}
        field="name"
        completeMethod={(event) => void search(event.query)}
        onChange={(event) => {
          const value = event.value as string | Person;
          setText(value);
          if (typeof value === "string" && value.trim() === "") onChange(null);
        }}
        onSelect={(event) => onChange(event.value as Person)}
        delay={250}
        forceSelection
        invalid={Boolean(error)}
        className="w-full"
        inputClassName="w-full"
        {...messageAria(id, error)}
      />
    </FormField>
  );
}
