import { endpoint } from "../endpoint.ts";
import { CustomerSearchResult, Transporter, TransporterInput, TransporterSearchResult } from "../pdv-people.ts";
import {
  CompanyFilterQuery,
  DeliveryManList,
  PaymentMethodList,
  ProductSearchQuery,
  ProductSearchResult,
  SellerList,
  TextSearchQuery,
} from "../pdv.ts";

export const pdvEndpoints = {
  searchCustomers: endpoint({
    method: "get",
    path: "/api/v1/customers/search",
    query: TextSearchQuery,
    response: CustomerSearchResult,
  }),
  paymentMethods: endpoint({ method: "get", path: "/api/v1/payment_methods", response: PaymentMethodList }),
  deliveryMen: endpoint({
    method: "get",
    path: "/api/v1/delivery_men",
    query: CompanyFilterQuery,
    response: DeliveryManList,
  }),
  sellers: endpoint({ method: "get", path: "/api/v1/sellers", query: CompanyFilterQuery, response: SellerList }),
  searchProducts: endpoint({
    method: "get",
    path: "/api/v1/products/search",
    query: ProductSearchQuery,
    response: ProductSearchResult,
  }),
  searchTransporters: endpoint({
    method: "get",
    path: "/api/v1/transporters/search",
    query: TextSearchQuery,
    response: TransporterSearchResult,
  }),
  createTransporter: endpoint({
    method: "post",
    path: "/api/v1/transporters",
    body: TransporterInput,
    response: Transporter,
    status: 201,
  }),
} as const;
