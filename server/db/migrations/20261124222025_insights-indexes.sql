-- sha256: 261a20eb03abde97cd8b23f93d3a84c7f41c8c4ef8ef8940306c1ed73f4a1860
CREATE INDEX "customers_created_idx" ON "customers" USING btree ("multi_store_id","created_at");
--> statement-breakpoint
CREATE INDEX "production_orders_finished_idx" ON "production_orders" USING btree ("company_id","finished_at");
