import { AutoComplete } from "primereact/autocomplete";
import { useRef, useState } from "react";
import type { InvoiceProductHit } from "../../schemas/invoices.ts";
import type { SupplierHit } from "../../schemas/suppliers.ts";
import { searchInvoiceProducts } from "../../services/api/invoices.ts";
import { searchSuppliers } from "../../services/api/suppliers.ts";

// The supplier and product pickers of the invoice form: an autocomplete that asks the server as the user types.

function useSearch<T>(search: (text: string, signal: AbortSignal) => Promise<{ data: ReadonlyArray<T> }>) {
  const [suggestions, setSuggestions] = useState<T[]>([]);
  const pending = useRef<AbortController | null>(null);
  const complete = (text: string) => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    search(text, controller.signal)
      .then((answer) => setSuggestions([...answer.data]))
      .catch(() => setSuggestions([]));
  };
  return { suggestions, complete };
}

export const productLabel = (product: InvoiceProductHit) => `${product.description} (${product.sku})`;

type PickerProps<T> = {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly placeholder: string;
  readonly invalid?: boolean;
  readonly describedBy?: string;
  readonly onPick: (picked: T) => void;
};

export function SupplierPicker({
  id,
  label,
  value,
  placeholder,
  invalid,
  describedBy,
  onPick,
}: PickerProps<SupplierHit>) {
  const { suggestions, complete } = useSearch(searchSuppliers);
  const [text, setText] = useState<string | null>(null);
  return (
    <AutoComplete
      inputId={id}
      aria-label={label}
      value={text ?? value}
      suggestions={suggestions}
      field="name"
      itemTemplate={(s: SupplierHit) => (s.tradeName ? `${s.name} — ${s.tradeName}` : s.name)}
      completeMethod={(event) => complete(event.query)}
      onChange={(event) => {
        const picked = event.value as SupplierHit | string;
        if (typeof picked === "string") setText(picked);
        else {
          setText(null);
          onPick(picked);
        }
      }}
      placeholder={placeholder}
      invalid={invalid}
      aria-describedby={describedBy}
      className="w-full"
      inputClassName="w-full"
    />
  );
}

export function ProductPickerField({ id, label, value, placeholder, invalid, onPick }: PickerProps<InvoiceProductHit>) {
  const { suggestions, complete } = useSearch(searchInvoiceProducts);
  const [text, setText] = useState<string | null>(null);
  return (
    <AutoComplete
      inputId={id}
      aria-label={label}
      value={text ?? value}
      suggestions={suggestions}
      field="description"
      itemTemplate={productLabel}
      completeMethod={(event) => complete(event.query)}
      onChange={(event) => {
        const picked = event.value as InvoiceProductHit | string;
        if (typeof picked === "string") setText(picked);
        else {
          setText("");
          onPick(picked);
        }
      }}
      placeholder={placeholder}
      invalid={invalid}
      className="w-full"
      inputClassName="w-full"
    />
  );
}
