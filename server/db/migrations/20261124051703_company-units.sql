-- sha256: 0e257a0fff641b4a253bf51b1a56643c97a8d7bf8185f4c6dd1dd53809b81f5e
CREATE TABLE "company_disabled_modules" (
	"company_id" integer NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "company_disabled_modules_company_id_slug_pk" PRIMARY KEY("company_id","slug")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "state_registration" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "zip_code" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "street" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address_number" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "complement" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "district" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "phone" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "email" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "company_disabled_modules" ADD CONSTRAINT "company_disabled_modules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "companies_tax_id_unique" ON "companies" USING btree ("multi_store_id","federal_tax_id") WHERE "companies"."federal_tax_id" <> '';
