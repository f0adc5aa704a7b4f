import { AutoComplete } from "primereact/autocomplete";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ProductListItem } from "../../schemas/stock-products.ts";
import { listProducts } from "../../services/api/stock-products.ts";
import { FormField, messageAria } from "../components/form/form-field.tsx";

export type PickedProduct = { readonly product_id: number | null; readonly description: string };

type Props = {
  readonly id: string;
  readonly label: string;
  readonly value: PickedProduct;
  readonly onChange: (value: PickedProduct) => void;
  /** The product being edited: never offered. */
  readonly exclude: number | null;
  readonly error?: string | null;
};

/** Another product of the network, found by description, SKU or EAN as the user types (an extra, a component, an option). */
export function ProductPicker({ id, label, value, onChange, exclude, error }: Props) {
  const { t } = useTranslation("products");
  const [suggestions, setSuggestions] = useState<ProductListItem[]>([]);
  const [text, setText] = useState<string | null>(null);
  const search = useRef<AbortController | null>(null);
  const complete = (query: string) => {
    search.current?.abort();
    const controller = new AbortController();
    search.current = controller;
    listProducts({ filter: query, per_page: 10, active: "true" }, controller.signal)
      .then((page) => setSuggestions(page.data.filter((p) => p.id !== exclude)))
      .catch(() => setSuggestions([]));
  };
  return (
    <FormField id={id} label={label} message={error}>
      <AutoComplete
        inputId={id}
        value={text ?? value.description}
        suggestions={suggestions}
        field="full_description"
        itemTemplate={(p: ProductListItem) => `${p.full_description} (${p.sku})`}
        completeMethod={(event) => complete(event.query)}
        onChange={(event) => {
          const picked = event.value as ProductListItem | string;
          if (typeof picked === "string") setText(picked);
          else {
            setText(null);
            onChange({ product_id: picked.id, description: picked.full_description });
          }
        }}
        placeholder={t("form.search-product")}
        invalid={Boolean(error)}
        className="w-full"
        inputClassName="w-full"
        {...messageAria(id, error)}
      />
    </FormField>
  );
}
