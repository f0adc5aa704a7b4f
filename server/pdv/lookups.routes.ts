import { pdvEndpoints } from "../../src/schemas/endpoints/pdv.ts";
import { asc, eq, isNull, or } from "drizzle-orm";
import { PAYMENT_KINDS, type PaymentKind } from "../../src/domain/cash-register.ts";
import { paymentMethods } from "../finance/schema.ts";
import { companies } from "../network/schema.ts";
import { deliveryMen } from "./schema.ts";
import { sellers } from "../sellers/public.ts";
import { defineRoute } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { POS_ANY } from "./products.routes.ts";

export const kindOf = (kind: string): PaymentKind =>
  (PAYMENT_KINDS as ReadonlyArray<string>).includes(kind) ? (kind as PaymentKind) : "other";

const methods = defineRoute({
  endpoint: pdvEndpoints.paymentMethods,
  access: [...POS_ANY, { slug: "CNF", code: 2 }],
  tag: "pdv",
  summary:
    "Active payment methods of the network, with the kind the register totals them by and whether they give change",
  handler: async ({ services, session }) => {
    const rows = await services.db
      .select()
      .from(paymentMethods)
      .where(tenantScope(paymentMethods, session, eq(paymentMethods.active, true)))
      .orderBy(asc(paymentMethods.id));
    return {
      data: rows.map((r) => ({ id: r.id, name: r.name, kind: kindOf(r.kind), gives_change: r.givesChange })),
    };
  },
});

const couriers = defineRoute({
  endpoint: pdvEndpoints.deliveryMen,
  access: POS_ANY,
  tag: "pdv",
  summary: "Active delivery men of the network (those of every unit, and of company_id when given)",
  queryIds: { company_id: companies },
  handler: async ({ services, session, query }) => {
    const rows = await services.db
      .select()
      .from(deliveryMen)
      .where(
        tenantScope(
          deliveryMen,
          session,
          eq(deliveryMen.active, true),
          query.company_id ? or(isNull(deliveryMen.companyId), eq(deliveryMen.companyId, query.company_id)) : undefined,
        ),
      )
      .orderBy(asc(deliveryMen.name));
    return { data: rows.map((r) => ({ id: r.id, name: r.name, phone: r.phone })) };
  },
});

const sellerList = defineRoute({
  endpoint: pdvEndpoints.sellers,
  access: POS_ANY,
  tag: "pdv",
  summary: "Active sellers and attendants (those of every unit, and of company_id when given)",
  queryIds: { company_id: companies },
  handler: async ({ services, session, query }) => {
    const rows = await services.db
      .select()
      .from(sellers)
      .where(
        tenantScope(
          sellers,
          session,
          eq(sellers.active, true),
          query.company_id ? or(isNull(sellers.companyId), eq(sellers.companyId, query.company_id)) : undefined,
        ),
      )
      .orderBy(asc(sellers.name));
    return { data: rows.map((r) => ({ id: r.id, name: r.name, user_id: r.userId })) };
  },
});

export const lookupsRoutes = [methods, couriers, sellerList];
