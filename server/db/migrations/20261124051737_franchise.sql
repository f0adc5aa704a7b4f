-- sha256: c1c37f94d6c41d202b5663893d6753881c3876a9e108e6e0a2c39864db95fd5a
CREATE TABLE "franchise_unit_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"franchise_unit_id" integer NOT NULL,
	"name" text NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "franchise_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"cnpj" text DEFAULT '' NOT NULL,
	"owner_name" text DEFAULT '' NOT NULL,
	"owner_cpf" text DEFAULT '' NOT NULL,
	"owner_email" text DEFAULT '' NOT NULL,
	"owner_phone" text DEFAULT '' NOT NULL,
	"contract_start" date,
	"royalty_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"marketing_fund_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"address_1" text DEFAULT '' NOT NULL,
	"address_number" text DEFAULT '' NOT NULL,
	"complement" text DEFAULT '' NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"uf" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_group_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"company_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "franchise_unit_contacts" ADD CONSTRAINT "franchise_unit_contacts_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "franchise_unit_contacts" ADD CONSTRAINT "franchise_unit_contacts_franchise_unit_id_franchise_units_id_fk" FOREIGN KEY ("franchise_unit_id") REFERENCES "public"."franchise_units"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "franchise_units" ADD CONSTRAINT "franchise_units_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "franchise_units" ADD CONSTRAINT "franchise_units_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "unit_group_members" ADD CONSTRAINT "unit_group_members_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "unit_group_members" ADD CONSTRAINT "unit_group_members_group_id_unit_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."unit_groups"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "unit_group_members" ADD CONSTRAINT "unit_group_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "unit_groups" ADD CONSTRAINT "unit_groups_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "franchise_unit_contacts_unit_idx" ON "franchise_unit_contacts" USING btree ("franchise_unit_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "franchise_units_company_unique" ON "franchise_units" USING btree ("company_id");
--> statement-breakpoint
CREATE INDEX "franchise_units_tenant_idx" ON "franchise_units" USING btree ("multi_store_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "unit_group_members_unique" ON "unit_group_members" USING btree ("group_id","company_id");
--> statement-breakpoint
CREATE INDEX "unit_group_members_company_idx" ON "unit_group_members" USING btree ("company_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "unit_groups_name_unique" ON "unit_groups" USING btree ("multi_store_id",lower("name"));
