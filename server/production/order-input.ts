import { apiDateOrNull, parseApiDate } from "../../src/domain/dates.ts";
import { cleanDocument, isValidCnpj, isValidCpf } from "../../src/domain/documents.ts";
import { isValidPhone } from "../../src/domain/phone.ts";
import type { AttendancePatch } from "../../src/schemas/production.ts";
import type { productionOrders } from "./schema.ts";
import { type Message, message, ValidationError } from "../http/errors.ts";
import type { SessionInfo } from "../http/route.ts";
import { cleanText } from "../../src/domain/text.ts";

type OrderFields = Omit<AttendancePatch, "status_id" | "canceled_reason">;
export type OrderValues = Partial<
  Pick<
    typeof productionOrders.$inferInsert,
    "companyId" | "customerId" | "customerName" | "customerPhone" | "customerDoc" | "deliveryDate" | "notes"
  >
>;

/** The header fields of an order, checked (phone, CPF/CNPJ, date, unit) and mapped to columns. */
export function orderValues(session: SessionInfo, fields: OrderFields): OrderValues {
  const errors: Record<string, Message[]> = {};
  const values: OrderValues = {};
  if (fields.customer_name !== undefined) values.customerName = cleanText(fields.customer_name);
  if (fields.customer_id !== undefined) values.customerId = fields.customer_id;
  if (fields.customer_phone !== undefined) {
    if (!isValidPhone(fields.customer_phone)) errors.customer_phone = [message("validation:phone")];
    values.customerPhone = cleanText(fields.customer_phone);
  }
  if (fields.customer_doc !== undefined) {
    const doc = cleanDocument(fields.customer_doc);
    if (doc.length <= 11 ? !isValidCpf(doc) : !isValidCnpj(doc))
      errors.customer_doc = [message(doc.length <= 11 ? "validation:cpf" : "validation:cnpj")];
    values.customerDoc = cleanText(fields.customer_doc);
  }
  if (fields.delivery_date !== undefined) {
    const date = apiDateOrNull(fields.delivery_date);
    if (date !== null && parseApiDate(date) === null) errors.delivery_date = [message("validation:date")];
    values.deliveryDate = date;
  }
  if (fields.notes !== undefined) values.notes = fields.notes;
  if (fields.company_id !== undefined) {
    if (!session.companyIds.includes(fields.company_id))
      errors.company_id = [message("production:server.unit-not-allowed")];
    values.companyId = fields.company_id;
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return values;
}
