-- sha256: e0c69b73b52defb59ebfa8cbdf6c23b8c6c25c76f38b4b105bcd288c76f5fc86
CREATE TABLE "customers_interactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer,
	"user_id" integer NOT NULL,
	"stage_id" integer,
	"next_contact_at" timestamp with time zone,
	"notes" text,
	"next_contact_notes" text,
	"customer_temperature" integer DEFAULT 0 NOT NULL,
	"seasonal_value" numeric(14, 2),
	"monthly_value" numeric(14, 2),
	"called" boolean DEFAULT false NOT NULL,
	"crm_squad" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers_interactions" ADD CONSTRAINT "customers_interactions_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers_interactions" ADD CONSTRAINT "customers_interactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers_interactions" ADD CONSTRAINT "customers_interactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_interactions_day_focus_idx" ON "customers_interactions" USING btree ("multi_store_id","user_id","called","next_contact_at");--> statement-breakpoint
CREATE INDEX "customers_interactions_company_idx" ON "customers_interactions" USING btree ("multi_store_id","company_id");--> statement-breakpoint
CREATE INDEX "customers_interactions_customer_idx" ON "customers_interactions" USING btree ("customer_id","id");