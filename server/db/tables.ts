import * as auth from "../auth/schema.ts";
import * as crm from "../crm/schema.ts";
import * as customers from "../customers/schema.ts";
import * as finance from "../finance/schema.ts";
import * as franchise from "../franchise/schema.ts";
import * as http from "../http/schema.ts";
import * as images from "../images/schema.ts";
import * as invoices from "../invoices/schema.ts";
import * as mail from "../mail/schema.ts";
import * as network from "../network/schema.ts";
import * as pdv from "../pdv/schema.ts";
import * as production from "../production/schema.ts";
import * as realtime from "../realtime/schema.ts";
import * as reports from "../reports/schema.ts";
import * as sellers from "../sellers/schema.ts";
import * as stock from "../stock/schema.ts";
import * as suppliers from "../suppliers/schema.ts";
import * as users from "../users/schema.ts";
import * as vehicles from "../vehicles/schema.ts";

/**
 * Every table of every module, for the database client and the migration tools. The only file that lists them all:
 * code reads and writes a table by importing its module's schema.ts.
 */
export const tables = {
  ...network,
  ...users,
  ...auth,
  ...http,
  ...mail,
  ...realtime,
  ...stock,
  ...suppliers,
  ...finance,
  ...customers,
  ...vehicles,
  ...crm,
  ...sellers,
  ...pdv,
  ...production,
  ...franchise,
  ...images,
  ...invoices,
  ...reports,
};

export type Tables = typeof tables;
