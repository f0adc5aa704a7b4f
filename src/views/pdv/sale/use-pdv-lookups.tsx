import { createContext, type ReactNode, useContext } from "react";
import type { DeliveryMan, PaymentMethod, Seller } from "../../../schemas/pdv.ts";
import { listDeliveryMen, listPaymentMethods, listSellers } from "../../../services/api/pdv.ts";
import { useResource, useResourceData } from "../../components/resource/use-resource.ts";

export type PdvLookups = {
  readonly paymentMethods: ReadonlyArray<PaymentMethod>;
  readonly deliveryMen: ReadonlyArray<DeliveryMan>;
  readonly sellers: ReadonlyArray<Seller>;
};

const NONE: PdvLookups = { paymentMethods: [], deliveryMen: [], sellers: [] };
const LookupsContext = createContext<PdvLookups>(NONE);

/** Payment methods, delivery men and sellers of the unit, loaded once for the sale screen (a resource machine). */
export function PdvLookupsProvider({ companyId, children }: { companyId: number; children: ReactNode }) {
  const resource = useResource(async (signal): Promise<PdvLookups> => {
    const [methods, men, sellers] = await Promise.all([
      listPaymentMethods(signal),
      listDeliveryMen(companyId, signal),
      listSellers(companyId, signal),
    ]);
    return { paymentMethods: methods.data, deliveryMen: men.data, sellers: sellers.data };
  }, companyId);
  const { data } = useResourceData(resource);
  return <LookupsContext value={data ?? NONE}>{children}</LookupsContext>;
}

/** The sale screen's lookups (empty until loaded). */
export function usePdvLookups(): PdvLookups {
  return useContext(LookupsContext);
}
