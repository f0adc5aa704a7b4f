import { Schema } from "effect";
import { Id } from "./fields.ts";

// Branded ids (issue 10, item 5): a sale's id cannot be passed where a customer's is expected. The wire format is
// the plain positive integer; the brand exists only in the types of decoded answers.

export const CustomerId = Id.pipe(Schema.brand("CustomerId"));
export type CustomerId = typeof CustomerId.Type;

export const SaleId = Id.pipe(Schema.brand("SaleId"));
export type SaleId = typeof SaleId.Type;

export const ProductId = Id.pipe(Schema.brand("ProductId"));
export type ProductId = typeof ProductId.Type;

export const StockId = Id.pipe(Schema.brand("StockId"));
export type StockId = typeof StockId.Type;

export const CompanyId = Id.pipe(Schema.brand("CompanyId"));
export type CompanyId = typeof CompanyId.Type;

export const ImageId = Id.pipe(Schema.brand("ImageId"));
export type ImageId = typeof ImageId.Type;

export const PosTabId = Id.pipe(Schema.brand("PosTabId"));
export type PosTabId = typeof PosTabId.Type;

export const VehicleId = Id.pipe(Schema.brand("VehicleId"));
export type VehicleId = typeof VehicleId.Type;
