// Paths of the purchase invoice screens (spec 2.2, 2.5), without the /es prefix: /fatura-de-compra, /novo and
// /editar/:id/geral.

export const INVOICES_PATH = "/fatura-de-compra";

export const invoicePath = (id: number | null): string =>
  id === null ? `${INVOICES_PATH}/novo` : `${INVOICES_PATH}/editar/${id}/geral`;

/** The id of /fatura-de-compra/editar/:id?/geral; null for a new invoice (no id or not a valid one). */
export const invoiceIdFrom = (segment: string | undefined): number | null =>
  segment !== undefined && /^[1-9]\d{0,9}$/.test(segment) && Number(segment) <= 2_147_483_647 ? Number(segment) : null;
