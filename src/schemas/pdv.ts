import { Schema } from "effect";
import { PAYMENT_KINDS } from "../domain/cash-register.ts";
import { isValidPercentage, SHIPPING_METHODS } from "../domain/sale.ts";
import { MAX_QUANTITY, parseQuantity } from "../domain/stock.ts";
import { ApiDate, IdFromString, MoneyAmount, MoneyString, MoneyTotalAmount, MoneyTotalString } from "./fields.ts";

// PDV contract, shared fields and catalog reads. Conventions of the whole PDV API:
// - money: decimal strings with up to 2 places in requests ("12.5", "12.50"), always 2 places in answers ("12.50");
//   a request's single amount is at most 9999999.99 and a total at most 99999999.99 (src/domain/money.ts);
// - quantities: JSON numbers with up to 3 decimals (weighed items); percentages: JSON numbers with up to 2;
// - dates: YYYY-MM-DD; instants: ISO 8601 strings (UTC).

/** A single amount a request sends (price, delivery, opening float, sangria, expense): 0 to R$ 9.999.999,99. */
export const NonNegativeMoney = MoneyAmount;

/** A total a request sends (sale total, item discount, payment, change, count at closing): 0 to R$ 99.999.999,99. */
export const NonNegativeTotal = MoneyTotalAmount;

/** Money in answers: "1234.50", negative for differences ("-0.67"). */
export const Money = MoneyString;

/** A sum in answers (a register's, a list's): any number of digits, negative for differences. */
export const MoneyTotal = MoneyTotalString;

/** A positive quantity with at most 3 decimals, up to 999999.999. */
export const Quantity = Schema.Number.check(
  Schema.makeFilter(
    (value: number) => {
      const milli = parseQuantity(value) ?? 0;
      return milli > 0 && milli <= MAX_QUANTITY;
    },
    { message: "quantity" },
  ),
);

/** 0 to 100 with at most 2 decimals (12.5 = 12,5%). */
export const Percentage = Schema.Number.check(Schema.makeFilter(isValidPercentage, { message: "percentage" }));

/** NF-e modFrete: 0, 1, 2, 3, 4 or 9 (no shipping, the default). */
export const ShippingMethod = Schema.Int.check(
  Schema.makeFilter((value: number) => (SHIPPING_METHODS as ReadonlyArray<number>).includes(value), {
    message: "shipping-method",
  }),
);

/** YYYY-MM-DD that is a real day. */
export const ValidDate = ApiDate;

export const PaymentKindCode = Schema.Literals(PAYMENT_KINDS);

const SearchLimit = Schema.NumberFromString.check(
  Schema.isInt(),
  Schema.isGreaterThan(0, { message: "invalid" }),
  Schema.isLessThanOrEqualTo(50, { message: "invalid" }),
);
const SearchText = Schema.String.check(Schema.isMaxLength(100, { message: "max-length" }));

export const SaleUnit = Schema.Struct({ name: Schema.String, decimals: Schema.Int });

/** GET /api/v1/products/search */
export const ProductSearchQuery = Schema.Struct({
  /** Name words (prefixes, accents ignored), a SKU or an exact EAN; empty lists the catalog. */
  q: Schema.optional(SearchText),
  company_id: IdFromString,
  /** 1 to 50, default 20. */
  limit: Schema.optional(SearchLimit),
  /** next_cursor of the previous page. */
  after: Schema.optional(Schema.String.check(Schema.isMaxLength(400, { message: "max-length" }))),
});
export type ProductSearchQuery = typeof ProductSearchQuery.Type;

export const ProductStock = Schema.Struct({
  quantity: Schema.Number,
  incoming: Schema.Number,
  outgoing: Schema.Number,
  /** quantity + incoming − outgoing, rounded to the sale unit's decimals (spec 5.5). */
  available: Schema.Number,
});

export const ProductHit = Schema.Struct({
  id: Schema.Int,
  full_description: Schema.String,
  sku: Schema.String,
  ean: Schema.NullOr(Schema.String),
  /** The unit's price (product config of the company). */
  price_1: Money,
  stock_control: Schema.Boolean,
  stock: ProductStock,
  sale_unit: SaleUnit,
  /** The main photo's thumbnail (GET /images_api/v1/images/:id/thumb); null without photos. */
  thumb_url: Schema.optional(Schema.NullOr(Schema.String)),
});
export type ProductHit = typeof ProductHit.Type;

export const ProductSearchResult = Schema.Struct({
  data: Schema.Array(ProductHit),
  /** ean / sku: q matched a barcode or SKU exactly (a scanner read: add the single hit); text: name search; all: no q. */
  match: Schema.Literals(["ean", "sku", "text", "all"]),
  next_cursor: Schema.NullOr(Schema.String),
});
export type ProductSearchResult = typeof ProductSearchResult.Type;

export const PaymentMethod = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  kind: PaymentKindCode,
  /** Handed over above what is owed, it gives change (payment_methods.gives_change, issue 12). */
  gives_change: Schema.Boolean,
});
export type PaymentMethod = typeof PaymentMethod.Type;
export const PaymentMethodList = Schema.Struct({ data: Schema.Array(PaymentMethod) });

export const CompanyFilterQuery = Schema.Struct({ company_id: Schema.optional(IdFromString) });

export const DeliveryMan = Schema.Struct({ id: Schema.Int, name: Schema.String, phone: Schema.String });
export type DeliveryMan = typeof DeliveryMan.Type;
export const DeliveryManList = Schema.Struct({ data: Schema.Array(DeliveryMan) });

export const Seller = Schema.Struct({ id: Schema.Int, name: Schema.String, user_id: Schema.NullOr(Schema.Int) });
export type Seller = typeof Seller.Type;
export const SellerList = Schema.Struct({ data: Schema.Array(Seller) });

/** Lookups that take a free text and a small limit (customers, transporters). */
export const TextSearchQuery = Schema.Struct({ q: Schema.optional(SearchText), limit: Schema.optional(SearchLimit) });
export type TextSearchQuery = typeof TextSearchQuery.Type;
