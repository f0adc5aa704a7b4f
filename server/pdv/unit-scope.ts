import type { SQL } from "drizzle-orm";
import { can } from "../../src/domain/permissions.ts";
import { budgets, sales } from "./schema.ts";
import type { SessionInfo } from "../http/route.ts";
import { ofOwnUnits } from "../http/tenant.ts";

// Sales and budgets belong to a unit: a user sees and changes those of the units they work in (session.companyIds).
// A network-wide report permission widens a read to the whole network (always within the network: tenantScope).

/** RPT 7, sales history: every sale of the network (the sales list, and a sale by id). */
export const SALES_HISTORY = { slug: "RPT", code: 7 } as const;

/** The sales a session reads by id: any of the network with RPT 7, as the sales list shows them; else its units'. */
export const readableSales = (session: SessionInfo): SQL | undefined =>
  can(session.permissions, SALES_HISTORY) ? undefined : ofOwnUnits(sales.companyId, session);

/** The budgets a session lists, reads and changes: those of the units it works in. */
export const ownBudgets = (session: SessionInfo): SQL => ofOwnUnits(budgets.companyId, session);
