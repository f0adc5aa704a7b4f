-- sha256: 7430ce6790502154bc5c392a4a91cb7ccf7d2ce4694099d9de934a2ca48ffee4
CREATE TABLE "purchase_invoice_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"product_id" integer NOT NULL,
	"supplier_code" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit_cost" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"landed_cost" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"stock_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"number" text NOT NULL,
	"series" text DEFAULT '' NOT NULL,
	"access_key" text,
	"issue_date" date NOT NULL,
	"entry_date" date NOT NULL,
	"freight" numeric(14, 2) DEFAULT '0' NOT NULL,
	"ipi" numeric(14, 2) DEFAULT '0' NOT NULL,
	"icms_st" numeric(14, 2) DEFAULT '0' NOT NULL,
	"other_costs" numeric(14, 2) DEFAULT '0' NOT NULL,
	"discount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"items_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"account_plan_id" integer,
	"installments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"posted_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_product_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"code" text NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_invoice_items" ADD CONSTRAINT "purchase_invoice_items_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "purchase_invoice_items" ADD CONSTRAINT "purchase_invoice_items_invoice_id_purchase_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."purchase_invoices"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "purchase_invoices" ADD CONSTRAINT "purchase_invoices_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "purchase_invoices" ADD CONSTRAINT "purchase_invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "purchase_invoices" ADD CONSTRAINT "purchase_invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "supplier_product_codes" ADD CONSTRAINT "supplier_product_codes_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "purchase_invoice_items_invoice_idx" ON "purchase_invoice_items" USING btree ("invoice_id","position");
--> statement-breakpoint
CREATE INDEX "purchase_invoices_list_idx" ON "purchase_invoices" USING btree ("multi_store_id","issue_date","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_invoices_posted_unique" ON "purchase_invoices" USING btree ("multi_store_id","supplier_id","number","series") WHERE "purchase_invoices"."status" = 'posted';
--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_product_codes_unique" ON "supplier_product_codes" USING btree ("multi_store_id","supplier_id","code");
