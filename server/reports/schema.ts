import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { BuilderDataset } from "../../src/domain/report-builder.ts";
import type { SavedViewFilters } from "../../src/schemas/report-builder.ts";
import { createdAt, tenant, updatedAt } from "../db/columns.ts";
import { users } from "../users/schema.ts";

// The report builder's saved views (/relatorios/datatables): per network and user, a name unique per user (any
// case), the dataset, grouping, measures and filters; a shared view is seen by the network's report users.

export const reportViews = pgTable(
  "report_views",
  {
    id: serial("id").primaryKey(),
    multiStoreId: tenant(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    dataset: text("dataset").$type<BuilderDataset>().notNull(),
    groupBy: jsonb("group_by").$type<string[]>().notNull(),
    measures: jsonb("measures").$type<string[]>().notNull(),
    filters: jsonb("filters").$type<SavedViewFilters>().notNull(),
    shared: boolean("shared").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("report_views_name_unique").on(t.userId, sql`lower(${t.name})`),
    index("report_views_tenant_idx").on(t.multiStoreId),
  ],
);
