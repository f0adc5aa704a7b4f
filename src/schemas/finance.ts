import { Schema } from "effect";
import { PAYMENT_KINDS } from "../domain/cash-register.ts";
import { MAX_DAYS_TO_RECEIVE } from "../domain/payment-methods.ts";
import { ListQueryFields, listOf } from "./common.ts";
import { requiredCleanText } from "./fields.ts";
import { PaymentKindCode, Percentage } from "./pdv.ts";

// Payment methods (/settings/payment-methods, issue 12, CNF 2). Percentages are JSON numbers with at most two
// decimals (12.5 = 12,5 %), as in the PDV. The fee and the days to receive are stored for finance (issue 14).

const DaysToReceive = Schema.Int.check(
  Schema.isBetween({ minimum: 0, maximum: MAX_DAYS_TO_RECEIVE }, { message: "days-to-receive" }),
);

export const PAYMENT_METHOD_KINDS = PAYMENT_KINDS;

export const PaymentMethodRecord = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  kind: PaymentKindCode,
  fee_percentage: Schema.Number,
  days_to_receive: Schema.Int,
  gives_change: Schema.Boolean,
  active: Schema.Boolean,
  created_at: Schema.String,
});
export type PaymentMethodRecord = typeof PaymentMethodRecord.Type;
export const PaymentMethodRecordList = listOf(PaymentMethodRecord);
export type PaymentMethodRecordList = typeof PaymentMethodRecordList.Type;

export const PaymentMethodListQuery = Schema.Struct({
  ...ListQueryFields,
  sort_field: Schema.optional(
    Schema.Literals(["name", "kind", "fee_percentage", "days_to_receive", "gives_change", "active", "created_at"]),
  ),
  active: Schema.optional(Schema.Literals(["true", "false"])),
});
export type PaymentMethodListQuery = typeof PaymentMethodListQuery.Type;

const paymentMethodFields = {
  name: requiredCleanText(60),
  kind: PaymentKindCode,
  fee_percentage: Percentage,
  days_to_receive: DaysToReceive,
  gives_change: Schema.Boolean,
  active: Schema.Boolean,
};

/** A new method: name and kind; the fee and days default to 0, gives_change to the kind being money, active true. */
export const PaymentMethodInput = Schema.Struct({
  name: paymentMethodFields.name,
  kind: paymentMethodFields.kind,
  fee_percentage: Schema.optional(paymentMethodFields.fee_percentage),
  days_to_receive: Schema.optional(paymentMethodFields.days_to_receive),
  gives_change: Schema.optional(paymentMethodFields.gives_change),
  active: Schema.optional(paymentMethodFields.active),
});
export type PaymentMethodInput = typeof PaymentMethodInput.Type;

/** A change: fields left out keep their value. */
export const PaymentMethodPatch = Schema.Struct({
  name: Schema.optional(paymentMethodFields.name),
  kind: Schema.optional(paymentMethodFields.kind),
  fee_percentage: Schema.optional(paymentMethodFields.fee_percentage),
  days_to_receive: Schema.optional(paymentMethodFields.days_to_receive),
  gives_change: Schema.optional(paymentMethodFields.gives_change),
  active: Schema.optional(paymentMethodFields.active),
});
export type PaymentMethodPatch = typeof PaymentMethodPatch.Type;

/** DELETE: removed for good when no sale used it, else deactivated (the sales keep it). */
export const PaymentMethodRemoval = Schema.Struct({
  result: Schema.Literals(["deleted", "deactivated"]),
  payment_method: PaymentMethodRecord,
});
export type PaymentMethodRemoval = typeof PaymentMethodRemoval.Type;
