import { endpoint } from "../endpoint.ts";
import {
  PaymentMethodInput,
  PaymentMethodListQuery,
  PaymentMethodPatch,
  PaymentMethodRecord,
  PaymentMethodRecordList,
  PaymentMethodRemoval,
} from "../finance.ts";

// GET /api/v1/payment_methods (the PDV's active methods) is declared with the PDV's endpoints.
export const financeEndpoints = {
  listPaymentMethods: endpoint({
    method: "get",
    path: "/api/v1/payment_methods/list",
    query: PaymentMethodListQuery,
    response: PaymentMethodRecordList,
  }),
  createPaymentMethod: endpoint({
    method: "post",
    path: "/api/v1/payment_methods",
    body: PaymentMethodInput,
    response: PaymentMethodRecord,
    status: 201,
  }),
  updatePaymentMethod: endpoint({
    method: "patch",
    path: "/api/v1/payment_methods/:id",
    body: PaymentMethodPatch,
    response: PaymentMethodRecord,
  }),
  removePaymentMethod: endpoint({
    method: "delete",
    path: "/api/v1/payment_methods/:id",
    response: PaymentMethodRemoval,
  }),
} as const;
