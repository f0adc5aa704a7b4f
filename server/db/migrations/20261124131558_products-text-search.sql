-- sha256: 8daea8019732ae695c2b42f960012fe283b2d51b62ae8f930d09e48cea19850c
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "products_description_trgm_idx" ON "products" USING gin ("full_description" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "products_sku_trgm_idx" ON "products" USING gin ("sku" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "products_ean_trgm_idx" ON "products" USING gin ("ean" gin_trgm_ops);
