-- sha256: 9482e6eeb9eb68c50f0d9044dce287d3db06bc0e0f9821e5c720611d15c27fbd
CREATE UNIQUE INDEX "bank_statement_lines_settlement_unique" ON "bank_statement_lines" USING btree ("settlement_id");
