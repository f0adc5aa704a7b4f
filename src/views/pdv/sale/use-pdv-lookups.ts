import { useEffect, useState } from "react";
import type { DeliveryMan, PaymentMethod, Seller } from "../../../schemas/pdv.ts";
import { listDeliveryMen, listPaymentMethods, listSellers } from "../../../services/api/pdv.ts";

export type PdvLookups = {
  readonly paymentMethods: ReadonlyArray<PaymentMethod>;
  readonly deliveryMen: ReadonlyArray<DeliveryMan>;
  readonly sellers: ReadonlyArray<Seller>;
};

const cache = new Map<number, PdvLookups>();

/** Payment methods, delivery men and sellers of the unit, loaded once per unit and page. */
export function usePdvLookups(companyId: number): PdvLookups {
  const [lookups, setLookups] = useState<PdvLookups>(
    () => cache.get(companyId) ?? { paymentMethods: [], deliveryMen: [], sellers: [] },
  );
  useEffect(() => {
    if (cache.has(companyId)) return;
    const controller = new AbortController();
    Promise.all([
      listPaymentMethods(controller.signal),
      listDeliveryMen(companyId, controller.signal),
      listSellers(companyId, controller.signal),
    ])
      .then(([methods, men, sellers]) => {
        const loaded = { paymentMethods: methods.data, deliveryMen: men.data, sellers: sellers.data };
        cache.set(companyId, loaded);
        setLookups(loaded);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [companyId]);
  return lookups;
}
