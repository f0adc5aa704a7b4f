-- sha256: 3ffcb0ad9b8075af0957ee7342c8342efbe5b060a160f1734489be423b3bef54
CREATE TABLE "production_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"causer_id" integer,
	"kind" text NOT NULL,
	"from_status" integer,
	"to_status" integer,
	"reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_order_item_sizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"description" text NOT NULL,
	"stamp_id" integer,
	"quantity" integer NOT NULL,
	"unit_price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"discount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"subtotal" numeric(14, 2) DEFAULT '0' NOT NULL,
	"cloth" text DEFAULT '' NOT NULL,
	"cloth_color" text DEFAULT '' NOT NULL,
	"colorful_sleeve" boolean DEFAULT false NOT NULL,
	"collar_v" boolean DEFAULT false NOT NULL,
	"colorful_collar" boolean DEFAULT false NOT NULL,
	"long_sleeve" boolean DEFAULT false NOT NULL,
	"raglan_sleeve" boolean DEFAULT false NOT NULL,
	"collar_vies" boolean DEFAULT false NOT NULL,
	"cuff_sleeve" boolean DEFAULT false NOT NULL,
	"sublimed_sleeve" boolean DEFAULT false NOT NULL,
	"pocket" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_order_seamstresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"seamstress_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"number" integer NOT NULL,
	"customer_id" integer,
	"customer_name" text NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"customer_doc" text DEFAULT '' NOT NULL,
	"delivery_date" date,
	"status_id" integer DEFAULT 1 NOT NULL,
	"canceled_reason" text,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "production_seamstresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_sizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"name" text NOT NULL,
	"kids" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_stamps" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "production_activities" ADD CONSTRAINT "production_activities_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_activities" ADD CONSTRAINT "production_activities_order_id_production_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."production_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_activities" ADD CONSTRAINT "production_activities_causer_id_users_id_fk" FOREIGN KEY ("causer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_documents" ADD CONSTRAINT "production_documents_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_documents" ADD CONSTRAINT "production_documents_order_id_production_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."production_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_documents" ADD CONSTRAINT "production_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_order_item_sizes" ADD CONSTRAINT "production_order_item_sizes_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_order_item_sizes" ADD CONSTRAINT "production_order_item_sizes_item_id_production_order_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."production_order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_order_item_sizes" ADD CONSTRAINT "production_order_item_sizes_size_id_production_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."production_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_order_items" ADD CONSTRAINT "production_order_items_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_order_items" ADD CONSTRAINT "production_order_items_order_id_production_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."production_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_order_items" ADD CONSTRAINT "production_order_items_stamp_id_production_stamps_id_fk" FOREIGN KEY ("stamp_id") REFERENCES "public"."production_stamps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_order_seamstresses" ADD CONSTRAINT "production_order_seamstresses_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_order_seamstresses" ADD CONSTRAINT "production_order_seamstresses_order_id_production_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."production_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_order_seamstresses" ADD CONSTRAINT "production_order_seamstresses_seamstress_id_production_seamstresses_id_fk" FOREIGN KEY ("seamstress_id") REFERENCES "public"."production_seamstresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_orders" ADD CONSTRAINT "production_orders_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_orders" ADD CONSTRAINT "production_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_orders" ADD CONSTRAINT "production_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_seamstresses" ADD CONSTRAINT "production_seamstresses_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_sizes" ADD CONSTRAINT "production_sizes_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_stamps" ADD CONSTRAINT "production_stamps_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "production_activities_order_idx" ON "production_activities" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "production_documents_order_idx" ON "production_documents" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "production_order_item_sizes_unique" ON "production_order_item_sizes" USING btree ("item_id","size_id");--> statement-breakpoint
CREATE INDEX "production_order_items_order_idx" ON "production_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "production_order_seamstresses_unique" ON "production_order_seamstresses" USING btree ("order_id","seamstress_id");--> statement-breakpoint
CREATE UNIQUE INDEX "production_orders_number_unique" ON "production_orders" USING btree ("multi_store_id","number");--> statement-breakpoint
CREATE INDEX "production_orders_stage_idx" ON "production_orders" USING btree ("multi_store_id","status_id","delivery_date");--> statement-breakpoint
CREATE INDEX "production_seamstresses_tenant_idx" ON "production_seamstresses" USING btree ("multi_store_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "production_sizes_name_unique" ON "production_sizes" USING btree ("multi_store_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "production_stamps_description_unique" ON "production_stamps" USING btree ("multi_store_id",lower("description"));