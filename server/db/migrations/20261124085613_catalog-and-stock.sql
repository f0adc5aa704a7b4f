-- sha256: 6e0dce07207cca1fd4ac3910058bf2027be6d5358a59ad7c139d595f59393847
CREATE TABLE "market_structure" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"level" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_combo_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"min_choices" smallint DEFAULT 0 NOT NULL,
	"max_choices" smallint DEFAULT 1 NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_combo_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"extra_price" numeric(14, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_components" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"component_id" integer NOT NULL,
	"quantity" numeric(14, 3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_extras" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"extra_product_id" integer NOT NULL,
	"price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_count_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"count_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"snapshot" numeric(14, 3) DEFAULT '0' NOT NULL,
	"counted" numeric(14, 3),
	"counted_at" timestamp with time zone,
	"counted_by" integer
);
--> statement-breakpoint
CREATE TABLE "stock_counts" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"stock_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"note" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_by" integer,
	"last_movement_id" integer DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer
);
--> statement-breakpoint
CREATE TABLE "stocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "sku_stocks_unique";
--> statement-breakpoint
ALTER TABLE "product_configs" ADD COLUMN "min_stock" numeric(14, 3) DEFAULT '0' NOT NULL;
--> statement-breakpoint
ALTER TABLE "product_configs" ADD COLUMN "active" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "kind" text DEFAULT 'product' NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ncm" text;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cest" text;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "origin" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cost" numeric(14, 2) DEFAULT '0' NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price" numeric(14, 2) DEFAULT '0' NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "department_id" integer;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "type_id" integer;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sector_id" integer;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "group_id" integer;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "subgroup_id" integer;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "manufacturer_id" integer;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "supplier_id" integer;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "parent_id" integer;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "attributes" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variation_axes" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variation_values" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "sku_stocks" ADD COLUMN "stock_id" integer;
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "stock_id" integer;
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "balance_after" numeric(14, 3) DEFAULT '0' NOT NULL;
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "count_id" integer;
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "other_stock_id" integer;
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "document_id" integer;
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "note" text;
--> statement-breakpoint
ALTER TABLE "market_structure" ADD CONSTRAINT "market_structure_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_combo_groups" ADD CONSTRAINT "product_combo_groups_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_combo_groups" ADD CONSTRAINT "product_combo_groups_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_combo_options" ADD CONSTRAINT "product_combo_options_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_combo_options" ADD CONSTRAINT "product_combo_options_group_id_product_combo_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."product_combo_groups"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_combo_options" ADD CONSTRAINT "product_combo_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_components" ADD CONSTRAINT "product_components_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_components" ADD CONSTRAINT "product_components_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_components" ADD CONSTRAINT "product_components_component_id_products_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_extras" ADD CONSTRAINT "product_extras_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_extras" ADD CONSTRAINT "product_extras_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_extras" ADD CONSTRAINT "product_extras_extra_product_id_products_id_fk" FOREIGN KEY ("extra_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_count_items" ADD CONSTRAINT "stock_count_items_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_count_items" ADD CONSTRAINT "stock_count_items_count_id_stock_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."stock_counts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_count_items" ADD CONSTRAINT "stock_count_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_count_items" ADD CONSTRAINT "stock_count_items_counted_by_users_id_fk" FOREIGN KEY ("counted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "market_structure_unique" ON "market_structure" USING btree ("multi_store_id","level",coalesce("parent_id", 0),lower("name"));
--> statement-breakpoint
CREATE UNIQUE INDEX "product_combo_options_unique" ON "product_combo_options" USING btree ("group_id","product_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "product_components_unique" ON "product_components" USING btree ("product_id","component_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "product_extras_unique" ON "product_extras" USING btree ("product_id","extra_product_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "product_images_unique" ON "product_images" USING btree ("product_id","image_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_count_items_unique" ON "stock_count_items" USING btree ("count_id","product_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_counts_open_unique" ON "stock_counts" USING btree ("stock_id") WHERE "stock_counts"."status" = 'open';
--> statement-breakpoint
CREATE UNIQUE INDEX "stocks_default_unique" ON "stocks" USING btree ("company_id") WHERE "stocks"."is_default";
--> statement-breakpoint
CREATE UNIQUE INDEX "stocks_name_unique" ON "stocks" USING btree ("company_id",lower("name"));
--> statement-breakpoint
INSERT INTO "stocks" ("multi_store_id", "company_id", "name", "is_default") SELECT "multi_store_id", "id", 'Principal', true FROM "companies";
--> statement-breakpoint
UPDATE "sku_stocks" s SET "stock_id" = d."id" FROM "stocks" d WHERE d."company_id" = s."company_id" AND d."is_default";
--> statement-breakpoint
UPDATE "stock_movements" m SET "stock_id" = d."id" FROM "stocks" d WHERE d."company_id" = m."company_id" AND d."is_default";
--> statement-breakpoint
UPDATE "stock_movements" m SET "balance_after" = r."balance" FROM (SELECT "id", sum("incoming" - "outgoing") OVER (PARTITION BY "stock_id", "product_id" ORDER BY "id") AS "balance" FROM "stock_movements") r WHERE r."id" = m."id";
--> statement-breakpoint
ALTER TABLE "sku_stocks" ALTER COLUMN "stock_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "stock_movements" ALTER COLUMN "stock_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "sku_stocks" ADD CONSTRAINT "sku_stocks_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "products_parent_idx" ON "products" USING btree ("parent_id");
--> statement-breakpoint
CREATE INDEX "products_market_idx" ON "products" USING btree ("multi_store_id","department_id","group_id","subgroup_id");
--> statement-breakpoint
CREATE INDEX "sku_stocks_company_idx" ON "sku_stocks" USING btree ("company_id","product_id");
--> statement-breakpoint
CREATE INDEX "stock_movements_stock_idx" ON "stock_movements" USING btree ("stock_id","product_id","id");
--> statement-breakpoint
CREATE INDEX "stock_movements_reason_idx" ON "stock_movements" USING btree ("multi_store_id","reason","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "sku_stocks_unique" ON "sku_stocks" USING btree ("stock_id","product_id");
