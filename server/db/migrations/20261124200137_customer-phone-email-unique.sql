-- sha256: 23f6e2618299d60bc01f95738eae5d2fe925d3a7d615737c0520bb4c3fd8bdfe
CREATE UNIQUE INDEX "customers_phone_unique" ON "customers" USING btree ("multi_store_id","phone1") WHERE "customers"."phone1" <> '';
--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_unique" ON "customers" USING btree ("multi_store_id",lower("email")) WHERE "customers"."email" <> '';
