import { financeEndpoints } from "../../schemas/endpoints/finance.ts";
import type { PaymentMethodInput, PaymentMethodListQuery, PaymentMethodPatch } from "../../schemas/finance.ts";
import { call } from "./client.ts";

// Payment methods (/settings/payment-methods, issue 12): the list, create, change and remove.

export const pagePaymentMethods = (query: PaymentMethodListQuery, signal?: AbortSignal) =>
  call(financeEndpoints.listPaymentMethods, { query, signal });

export const createPaymentMethod = (body: PaymentMethodInput) =>
  call(financeEndpoints.createPaymentMethod, { json: body });

export const updatePaymentMethod = (id: number, body: PaymentMethodPatch) =>
  call(financeEndpoints.updatePaymentMethod, { params: { id }, json: body });

export const removePaymentMethod = (id: number) => call(financeEndpoints.removePaymentMethod, { params: { id } });
