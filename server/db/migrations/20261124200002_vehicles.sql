-- sha256: 56ac8c9ff9be0971c66bb3d8aac716be952cb8111bbfdbf9587bd15d57750cc1
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"model" text NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"producer" text DEFAULT '' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"fipe_price" numeric(14, 2),
	"fuel" text DEFAULT '' NOT NULL,
	"fipe_reference" text DEFAULT '' NOT NULL,
	"fipe_code" text DEFAULT '' NOT NULL,
	"fipe_key" text DEFAULT '' NOT NULL,
	"license_plate" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "vehicles_customer_idx" ON "vehicles" USING btree ("multi_store_id","customer_id");
--> statement-breakpoint
CREATE INDEX "vehicles_plate_idx" ON "vehicles" USING btree ("multi_store_id",upper("license_plate"));
