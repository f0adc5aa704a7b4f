-- sha256: 561d5a6d16d59473ea36974c1375598a784bb06674308d677f348bb108fe2d56
CREATE TABLE "product_sales_months" (
	"multi_store_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"period" date NOT NULL,
	"product_id" integer NOT NULL,
	"uncosted_quantity" numeric NOT NULL,
	"lines" integer NOT NULL,
	"quantity" numeric NOT NULL,
	"revenue" numeric NOT NULL,
	"cost" numeric NOT NULL,
	"slot" smallint NOT NULL,
	CONSTRAINT "product_sales_months_multi_store_id_company_id_period_product_id_uncosted_quantity_slot_pk" PRIMARY KEY("multi_store_id","company_id","period","product_id","uncosted_quantity","slot")
);
--> statement-breakpoint
CREATE TABLE "product_sales_years" (
	"multi_store_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"period" date NOT NULL,
	"product_id" integer NOT NULL,
	"uncosted_quantity" numeric NOT NULL,
	"lines" integer NOT NULL,
	"quantity" numeric NOT NULL,
	"revenue" numeric NOT NULL,
	"cost" numeric NOT NULL,
	"slot" smallint NOT NULL,
	CONSTRAINT "product_sales_years_multi_store_id_company_id_period_product_id_uncosted_quantity_slot_pk" PRIMARY KEY("multi_store_id","company_id","period","product_id","uncosted_quantity","slot")
);
--> statement-breakpoint
-- Each change of a product_sales_days row added to its month's and its year's row (new rows minus old rows). The
-- transition tables of INSERT … ON CONFLICT DO UPDATE reach here as one INSERT (the rows inserted) and one UPDATE
-- (the rows updated) statement. Rows are written in key order, as the daily ones, so that writers lock in one order.
CREATE FUNCTION product_sales_roll_up() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT multi_store_id, company_id, day, product_id, uncosted_quantity, slot, lines, quantity, revenue, cost FROM new_rows'
    WHEN 'UPDATE' THEN 'SELECT multi_store_id, company_id, day, product_id, uncosted_quantity, slot, lines, quantity, revenue, cost FROM new_rows UNION ALL SELECT multi_store_id, company_id, day, product_id, uncosted_quantity, slot, -lines, -quantity, -revenue, -cost FROM old_rows'
    ELSE 'SELECT multi_store_id, company_id, day, product_id, uncosted_quantity, slot, -lines, -quantity, -revenue, -cost FROM old_rows'
  END;
  span text;
BEGIN
  FOREACH span IN ARRAY ARRAY['month', 'year'] LOOP
    EXECUTE format(
      'INSERT INTO product_sales_%ss AS s (multi_store_id, company_id, period, product_id, uncosted_quantity, slot, lines, quantity, revenue, cost)
       SELECT * FROM (
         SELECT multi_store_id, company_id, date_trunc(%L, day)::date, product_id, uncosted_quantity, slot,
           sum(lines)::int AS v1, sum(quantity) AS v2, sum(revenue) AS v3, sum(cost) AS v4
         FROM (%s) c GROUP BY 1, 2, 3, 4, 5, 6
       ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
       ORDER BY 1, 2, 3, 4, 5, 6
       ON CONFLICT (multi_store_id, company_id, period, product_id, uncosted_quantity, slot) DO UPDATE
         SET lines = s.lines + excluded.lines, quantity = s.quantity + excluded.quantity,
           revenue = s.revenue + excluded.revenue, cost = s.cost + excluded.cost',
      span, span, changes);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_sales_roll_up_insert AFTER INSERT ON product_sales_days REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_sales_roll_up();
--> statement-breakpoint
CREATE TRIGGER product_sales_roll_up_update AFTER UPDATE ON product_sales_days REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_sales_roll_up();
--> statement-breakpoint
CREATE TRIGGER product_sales_roll_up_delete AFTER DELETE ON product_sales_days REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_sales_roll_up();
--> statement-breakpoint
INSERT INTO product_sales_months (multi_store_id, company_id, period, product_id, uncosted_quantity, slot, lines, quantity, revenue, cost)
  SELECT multi_store_id, company_id, date_trunc('month', day)::date, product_id, uncosted_quantity, slot, sum(lines)::int, sum(quantity), sum(revenue), sum(cost)
  FROM product_sales_days GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO product_sales_years (multi_store_id, company_id, period, product_id, uncosted_quantity, slot, lines, quantity, revenue, cost)
  SELECT multi_store_id, company_id, date_trunc('year', day)::date, product_id, uncosted_quantity, slot, sum(lines)::int, sum(quantity), sum(revenue), sum(cost)
  FROM product_sales_days GROUP BY 1, 2, 3, 4, 5, 6;
