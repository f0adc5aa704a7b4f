-- sha256: 286fa0f411654d6af7a71398cd9d165a1d47db5bcfd39db7ec5ec6d39199804a
CREATE INDEX "sales_customer_idx" ON "sales" USING btree ("customer_id","company_id") WHERE "sales"."customer_id" is not null;
