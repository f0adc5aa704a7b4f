-- sha256: 7d7f6b9cb0350cbd57e0b20cce8c8995b8dde55780e73e4434215e310aa8ab17
CREATE UNIQUE INDEX "budgets_one_per_sale" ON "budgets" USING btree ("sale_id") WHERE "budgets"."sale_id" is not null;
