-- sha256: 9517c53edff6bc0fceedf39dbe24c60f52aadc760f0307bd8afe9271fe614fd0
CREATE TABLE "customer_group_members" (
	"multi_store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"group_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"factor_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_factors" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_stage_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"from_stage_id" integer,
	"to_stage_id" integer NOT NULL,
	"user_id" integer,
	"loss_option_id" integer,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"name" text NOT NULL,
	"tag" text DEFAULT 'none' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"user_id" integer,
	"loss_option_id" integer,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interaction_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"interaction_id" integer NOT NULL,
	"type" text NOT NULL,
	"made_at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interaction_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"interaction_id" integer NOT NULL,
	"factor_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interaction_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"interaction_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interaction_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"interaction_id" integer NOT NULL,
	"product_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"quantity" numeric(14, 3) DEFAULT '1' NOT NULL,
	"value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "city_id" integer;
--> statement-breakpoint
ALTER TABLE "customer_group_members" ADD CONSTRAINT "customer_group_members_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "customer_group_members" ADD CONSTRAINT "customer_group_members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "customer_group_members" ADD CONSTRAINT "customer_group_members_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "customer_groups" ADD CONSTRAINT "customer_groups_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crm_data" ADD CONSTRAINT "crm_data_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crm_data" ADD CONSTRAINT "crm_data_factor_id_crm_factors_id_fk" FOREIGN KEY ("factor_id") REFERENCES "public"."crm_factors"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crm_factors" ADD CONSTRAINT "crm_factors_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crm_stage_moves" ADD CONSTRAINT "crm_stage_moves_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crm_stage_moves" ADD CONSTRAINT "crm_stage_moves_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crm_stage_moves" ADD CONSTRAINT "crm_stage_moves_from_stage_id_crm_stages_id_fk" FOREIGN KEY ("from_stage_id") REFERENCES "public"."crm_stages"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crm_stage_moves" ADD CONSTRAINT "crm_stage_moves_to_stage_id_crm_stages_id_fk" FOREIGN KEY ("to_stage_id") REFERENCES "public"."crm_stages"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crm_stage_moves" ADD CONSTRAINT "crm_stage_moves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crm_stage_moves" ADD CONSTRAINT "crm_stage_moves_loss_option_id_crm_data_id_fk" FOREIGN KEY ("loss_option_id") REFERENCES "public"."crm_data"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crm_stages" ADD CONSTRAINT "crm_stages_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "customer_stages" ADD CONSTRAINT "customer_stages_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "customer_stages" ADD CONSTRAINT "customer_stages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "customer_stages" ADD CONSTRAINT "customer_stages_stage_id_crm_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."crm_stages"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "customer_stages" ADD CONSTRAINT "customer_stages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "customer_stages" ADD CONSTRAINT "customer_stages_loss_option_id_crm_data_id_fk" FOREIGN KEY ("loss_option_id") REFERENCES "public"."crm_data"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "interaction_contacts" ADD CONSTRAINT "interaction_contacts_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "interaction_contacts" ADD CONSTRAINT "interaction_contacts_interaction_id_customers_interactions_id_fk" FOREIGN KEY ("interaction_id") REFERENCES "public"."customers_interactions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "interaction_contacts" ADD CONSTRAINT "interaction_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "interaction_data" ADD CONSTRAINT "interaction_data_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "interaction_data" ADD CONSTRAINT "interaction_data_interaction_id_customers_interactions_id_fk" FOREIGN KEY ("interaction_id") REFERENCES "public"."customers_interactions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "interaction_data" ADD CONSTRAINT "interaction_data_factor_id_crm_factors_id_fk" FOREIGN KEY ("factor_id") REFERENCES "public"."crm_factors"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "interaction_data" ADD CONSTRAINT "interaction_data_option_id_crm_data_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."crm_data"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "interaction_files" ADD CONSTRAINT "interaction_files_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "interaction_files" ADD CONSTRAINT "interaction_files_interaction_id_customers_interactions_id_fk" FOREIGN KEY ("interaction_id") REFERENCES "public"."customers_interactions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "interaction_offers" ADD CONSTRAINT "interaction_offers_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "interaction_offers" ADD CONSTRAINT "interaction_offers_interaction_id_customers_interactions_id_fk" FOREIGN KEY ("interaction_id") REFERENCES "public"."customers_interactions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "customer_group_members_unique" ON "customer_group_members" USING btree ("customer_id","group_id");
--> statement-breakpoint
CREATE INDEX "customer_group_members_group_idx" ON "customer_group_members" USING btree ("group_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "customer_groups_name_unique" ON "customer_groups" USING btree ("multi_store_id",lower("name"));
--> statement-breakpoint
CREATE INDEX "crm_data_factor_idx" ON "crm_data" USING btree ("factor_id");
--> statement-breakpoint
CREATE INDEX "crm_factors_network_idx" ON "crm_factors" USING btree ("multi_store_id");
--> statement-breakpoint
CREATE INDEX "crm_stage_moves_period_idx" ON "crm_stage_moves" USING btree ("multi_store_id","moved_at");
--> statement-breakpoint
CREATE INDEX "crm_stages_network_idx" ON "crm_stages" USING btree ("multi_store_id","position");
--> statement-breakpoint
CREATE UNIQUE INDEX "customer_stages_customer_unique" ON "customer_stages" USING btree ("multi_store_id","customer_id");
--> statement-breakpoint
CREATE INDEX "customer_stages_stage_idx" ON "customer_stages" USING btree ("multi_store_id","stage_id","moved_at");
--> statement-breakpoint
CREATE INDEX "interaction_contacts_interaction_idx" ON "interaction_contacts" USING btree ("interaction_id");
--> statement-breakpoint
CREATE INDEX "interaction_contacts_made_idx" ON "interaction_contacts" USING btree ("multi_store_id","made_at");
--> statement-breakpoint
CREATE INDEX "interaction_data_interaction_idx" ON "interaction_data" USING btree ("interaction_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "interaction_data_option_unique" ON "interaction_data" USING btree ("interaction_id","option_id");
--> statement-breakpoint
CREATE INDEX "interaction_files_interaction_idx" ON "interaction_files" USING btree ("interaction_id");
--> statement-breakpoint
CREATE INDEX "interaction_offers_interaction_idx" ON "interaction_offers" USING btree ("interaction_id");
