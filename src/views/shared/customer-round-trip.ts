// The PDV's round trip to create a customer (spec 2.10, 4): the sale screen opens the new-customer page marked as
// coming from the PDV (`?origem=pdv`, kept through its tabs and the save); its `Voltar ao PDV` returns to the sale
// with the saved customer's id (`?cliente=12`), which the sale loads and selects. Both ends live in the URL, so a
// reload on either page keeps the trip; the sale itself waits in its draft (src/services/sale-draft.ts).

export const SALE_PATH = "/pdv/caixa-aberto";
export const NEW_CUSTOMER_PATH = "/clientes/editar";

const FROM_PARAM = "origem";
const FROM_PDV = "pdv";
const CUSTOMER_PARAM = "cliente";

/** The new-customer page, opened from the sale. */
export const newCustomerFromPdvHref = (): string => `${NEW_CUSTOMER_PATH}?${FROM_PARAM}=${FROM_PDV}`;

/** Whether the customer page was opened from the sale (its query string). */
export const openedFromPdv = (search: string): boolean => new URLSearchParams(search).get(FROM_PARAM) === FROM_PDV;

/** The query string that keeps a customer page marked as opened from the sale ("" otherwise). */
export const fromPdvSearch = (fromPdv: boolean): string => (fromPdv ? `?${FROM_PARAM}=${FROM_PDV}` : "");

/** Back to the sale, with the customer saved meanwhile (null: none was). */
export const saleHref = (customerId: number | null): string =>
  customerId === null ? SALE_PATH : `${SALE_PATH}?${CUSTOMER_PARAM}=${customerId}`;

/** The id of the customer the sale screen was given back, or null. */
export function returnedCustomerId(search: string): number | null {
  const raw = new URLSearchParams(search).get(CUSTOMER_PARAM) ?? "";
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** The sale screen's query string once the returned customer was taken (other parameters kept). */
export function withoutReturnedCustomer(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(CUSTOMER_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}
