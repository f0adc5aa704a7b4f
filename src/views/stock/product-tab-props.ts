import type { ProductEdit, ProductFormValues } from "../../machines/product-form.machine.ts";
import type { ProductConfiguration } from "../../schemas/stock-products.ts";
import type { FieldMessage } from "../components/record-form/record-form-page.tsx";

/** What each tab of the product page gets. */
export type ProductTabProps = {
  readonly values: ProductFormValues;
  readonly edit: (edit: ProductEdit) => void;
  readonly message: FieldMessage;
  /** The configuration lists (null while they load). */
  readonly configuration: ProductConfiguration | null;
  /** The stored product's id (null: a new one). */
  readonly productId: number | null;
};
