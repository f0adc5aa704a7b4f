-- sha256: 4ac74b8157f2b60903597475e9d709d32a8ba6aec243eceecd33332510076b52
CREATE INDEX "account_movements_balance_idx" ON "account_movements" USING btree ("multi_store_id","date","company_id","account_id","kind","amount","transfer_id","id") WHERE "account_movements"."reversed_at" is null;
--> statement-breakpoint
CREATE INDEX "financial_entries_dre_idx" ON "financial_entries" USING btree ("multi_store_id","competency_date","company_id","account_plan_id","kind","value","settled_value") WHERE "financial_entries"."canceled_at" is null;
--> statement-breakpoint
CREATE INDEX "financial_entries_open_idx" ON "financial_entries" USING btree ("multi_store_id","due_date","company_id","account_id","kind","value","settled_value") WHERE "financial_entries"."canceled_at" is null and "financial_entries"."value" > "financial_entries"."settled_value";
