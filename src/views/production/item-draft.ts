import type { Cents } from "../../domain/money.ts";
import { itemSubtotal, sizesMatchQuantity } from "../../domain/production.ts";
import { GARMENT_OPTIONS, type GarmentOption, type OrderItem, type OrderItemInput } from "../../schemas/production.ts";
import { centsOfPrice, priceText } from "./order-values.ts";

// The item form's values as typed, and the body the API takes (spec 3, order item). The rules are the domain's.

export type ItemDraft = {
  readonly description: string;
  readonly stampId: number | null;
  /** As typed: digits only. */
  readonly quantity: string;
  readonly unitPrice: Cents | null;
  readonly discount: Cents | null;
  readonly cloth: string;
  readonly clothColor: string;
  readonly options: Readonly<Record<GarmentOption, boolean>>;
  /** Quantity typed per size id; "" or "0" leaves the size out. */
  readonly sizes: Readonly<Record<number, string>>;
};

export type ItemDraftErrors = Partial<Record<"description" | "quantity" | "discount" | "sizes", string>>;

const MAX_QUANTITY = 1_000_000;

const noOptions = Object.fromEntries(GARMENT_OPTIONS.map((option) => [option, false])) as Record<
  GarmentOption,
  boolean
>;

/** A new item's blank form, or an item's values to edit. */
export function draftOf(item?: OrderItem): ItemDraft {
  if (!item) {
    return {
      description: "",
      stampId: null,
      quantity: "",
      unitPrice: null,
      discount: null,
      cloth: "",
      clothColor: "",
      options: noOptions,
      sizes: {},
    };
  }
  return {
    description: item.description,
    stampId: item.stamp_id,
    quantity: String(item.quantity),
    unitPrice: centsOfPrice(item.unit_price),
    discount: centsOfPrice(item.discount),
    cloth: item.cloth,
    clothColor: item.cloth_color,
    options: Object.fromEntries(GARMENT_OPTIONS.map((option) => [option, item[option]])) as Record<
      GarmentOption,
      boolean
    >,
    sizes: Object.fromEntries(item.orders_items_sizes.map((line) => [line.size_id, String(line.quantity)])),
  };
}

/** Keeps digits only, at most 7 of them. */
export const digitsOnly = (typed: string): string => typed.replace(/\D/g, "").slice(0, 7);

const wholeNumber = (text: string): number | null => (/^\d+$/.test(text) ? Number(text) : null);

/** The size lines with a quantity above zero, in the order of the size ids given. */
export function sizeLines(draft: ItemDraft, sizeIds: ReadonlyArray<number>) {
  return sizeIds.flatMap((sizeId) => {
    const quantity = wholeNumber(draft.sizes[sizeId] ?? "");
    return quantity !== null && quantity > 0 ? [{ size_id: sizeId, quantity }] : [];
  });
}

/** The sum of the sizes' quantities. */
export const sizesSum = (draft: ItemDraft, sizeIds: ReadonlyArray<number>): number =>
  sizeLines(draft, sizeIds).reduce((sum, line) => sum + line.quantity, 0);

/** What blocks saving, per field (texts by key of the production namespace). */
export function draftErrors(draft: ItemDraft, sizeIds: ReadonlyArray<number>): ItemDraftErrors {
  const errors: ItemDraftErrors = {};
  if (draft.description.trim() === "") errors.description = "general.required";
  const quantity = wholeNumber(draft.quantity);
  if (quantity === null || quantity < 1 || quantity > MAX_QUANTITY) errors.quantity = "items.quantity-invalid";
  else {
    if (itemSubtotal(draft.unitPrice ?? 0, quantity, draft.discount ?? 0) === null)
      errors.discount = "items.discount-too-high";
    const lines = sizeLines(draft, sizeIds);
    if (
      !sizesMatchQuantity(
        quantity,
        lines.map((line) => line.quantity),
      )
    )
      errors.sizes = "items.sizes.mismatch";
  }
  return errors;
}

/** The body of POST .../items and PATCH .../items/:id (orders_items_sizes replaces the grid). */
export function itemBody(draft: ItemDraft, sizeIds: ReadonlyArray<number>): OrderItemInput {
  return {
    description: draft.description.trim(),
    stamp_id: draft.stampId,
    quantity: wholeNumber(draft.quantity) ?? 0,
    unit_price: priceText(draft.unitPrice ?? 0),
    discount: priceText(draft.discount ?? 0),
    cloth: draft.cloth.trim(),
    cloth_color: draft.clothColor.trim(),
    ...draft.options,
    orders_items_sizes: sizeLines(draft, sizeIds),
  };
}
