-- sha256: 7319d309c8d9b492d7efac338962204b50fada283dd73500eddba13ca633c565
CREATE TABLE "account_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"date" date NOT NULL,
	"amount" numeric NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"settlement_id" integer,
	"transfer_id" uuid,
	"origin" text,
	"origin_id" integer,
	"reversed_at" timestamp with time zone,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"multi_store_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"account_name" text NOT NULL,
	"kind" text DEFAULT 'bank' NOT NULL,
	"bank_code" text,
	"bank_agency_number" text,
	"bank_agency_digit" text,
	"bank_account_number" text,
	"bank_account_digit" text,
	"notes" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financial_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"supplier_id" integer,
	"customer_id" integer,
	"account_plan_id" integer,
	"account_id" integer,
	"payment_method_id" integer,
	"competency_date" date NOT NULL,
	"due_date" date NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"settled_value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"settled_date" date,
	"installment_number" smallint DEFAULT 1 NOT NULL,
	"installment_count" smallint DEFAULT 1 NOT NULL,
	"group_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"origin" text DEFAULT 'manual' NOT NULL,
	"origin_id" integer,
	"document" text,
	"notes" text,
	"canceled_at" timestamp with time zone,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financial_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"date" date NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"interest" numeric(14, 2) DEFAULT '0' NOT NULL,
	"fine" numeric(14, 2) DEFAULT '0' NOT NULL,
	"discount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"reversed_at" timestamp with time zone,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_movements" ADD CONSTRAINT "account_movements_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "account_movements" ADD CONSTRAINT "account_movements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "account_movements" ADD CONSTRAINT "account_movements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "account_movements" ADD CONSTRAINT "account_movements_settlement_id_financial_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."financial_settlements"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "account_movements" ADD CONSTRAINT "account_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "financial_entries" ADD CONSTRAINT "financial_entries_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "financial_entries" ADD CONSTRAINT "financial_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "financial_entries" ADD CONSTRAINT "financial_entries_account_plan_id_account_plans_id_fk" FOREIGN KEY ("account_plan_id") REFERENCES "public"."account_plans"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "financial_entries" ADD CONSTRAINT "financial_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "financial_entries" ADD CONSTRAINT "financial_entries_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "financial_entries" ADD CONSTRAINT "financial_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "financial_settlements" ADD CONSTRAINT "financial_settlements_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "financial_settlements" ADD CONSTRAINT "financial_settlements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "financial_settlements" ADD CONSTRAINT "financial_settlements_entry_id_financial_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."financial_entries"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "financial_settlements" ADD CONSTRAINT "financial_settlements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "financial_settlements" ADD CONSTRAINT "financial_settlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "account_movements_account_idx" ON "account_movements" USING btree ("account_id","date");
--> statement-breakpoint
CREATE INDEX "account_movements_tenant_idx" ON "account_movements" USING btree ("multi_store_id","date");
--> statement-breakpoint
CREATE INDEX "account_movements_settlement_idx" ON "account_movements" USING btree ("settlement_id");
--> statement-breakpoint
CREATE INDEX "accounts_tenant_idx" ON "accounts" USING btree ("multi_store_id","company_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_one_drawer_or_safe_per_unit" ON "accounts" USING btree ("company_id","kind") WHERE "accounts"."kind" in ('drawer', 'safe');
--> statement-breakpoint
CREATE INDEX "financial_entries_due_idx" ON "financial_entries" USING btree ("multi_store_id","due_date");
--> statement-breakpoint
CREATE INDEX "financial_entries_competency_idx" ON "financial_entries" USING btree ("multi_store_id","competency_date");
--> statement-breakpoint
CREATE INDEX "financial_entries_origin_idx" ON "financial_entries" USING btree ("origin","origin_id");
--> statement-breakpoint
CREATE INDEX "financial_entries_group_idx" ON "financial_entries" USING btree ("group_id");
--> statement-breakpoint
CREATE INDEX "financial_settlements_entry_idx" ON "financial_settlements" USING btree ("entry_id");
--> statement-breakpoint
-- Every existing unit gets its PDV drawer account and its safe account, as new units do (startUnitFinance).
INSERT INTO "accounts" ("multi_store_id", "company_id", "account_name", "kind")
SELECT "multi_store_id", "id", 'Gaveta do caixa', 'drawer' FROM "companies"
UNION ALL
SELECT "multi_store_id", "id", 'Cofre', 'safe' FROM "companies"
ON CONFLICT DO NOTHING;
