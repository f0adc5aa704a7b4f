import type { CustomerAddress } from "../../../schemas/pdv-people.ts";
import type { DraftCustomer } from "../../../schemas/sale-draft.ts";

/** "Rua da Bahia, 1148 - Savassi - Belo Horizonte/MG": how the sale lists a delivery address. */
export const addressLabel = (a: CustomerAddress): string =>
  [`${a.address_1}, ${a.address_number}`, a.district, `${a.city}/${a.uf}`].filter(Boolean).join(" - ");

/** A customer as the sale keeps it: found in the search modal, or back from /clientes/editar. */
export const draftCustomerOf = (customer: {
  readonly id: number;
  readonly name: string;
  readonly docId1: string;
  readonly addresses: ReadonlyArray<CustomerAddress>;
}): DraftCustomer => ({
  id: customer.id,
  name: customer.name,
  docId1: customer.docId1,
  addresses: customer.addresses.map((a) => ({ id: a.id, label: addressLabel(a), main: a.main })),
});
