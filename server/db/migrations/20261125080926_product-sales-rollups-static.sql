-- sha256: 093117757ea09083baa2d1fa5317ea09aa946768e8980c6205400f11534a4cbd
-- The roll-ups of product_sales_days (migration product-sales-rollups) with static statements instead of EXECUTE
-- format(…): PL/pgSQL prepares them once per connection instead of parsing and planning two statements at every sale
-- (issue 10: the trigger was the costliest part of a sale's statement). Same rows, same key order.
CREATE OR REPLACE FUNCTION product_sales_roll_up() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_sales_months AS s (multi_store_id, company_id, period, product_id, uncosted_quantity, slot, lines, quantity, revenue, cost)
    SELECT * FROM (
      SELECT multi_store_id, company_id, date_trunc('month', day)::date, product_id, uncosted_quantity, slot,
        sum(lines)::int AS v1, sum(quantity) AS v2, sum(revenue) AS v3, sum(cost) AS v4
      FROM (SELECT multi_store_id, company_id, day, product_id, uncosted_quantity, slot, lines, quantity, revenue, cost FROM new_rows) c GROUP BY 1, 2, 3, 4, 5, 6
    ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (multi_store_id, company_id, period, product_id, uncosted_quantity, slot) DO UPDATE
      SET lines = s.lines + excluded.lines, quantity = s.quantity + excluded.quantity,
        revenue = s.revenue + excluded.revenue, cost = s.cost + excluded.cost;
    INSERT INTO product_sales_years AS s (multi_store_id, company_id, period, product_id, uncosted_quantity, slot, lines, quantity, revenue, cost)
    SELECT * FROM (
      SELECT multi_store_id, company_id, date_trunc('year', day)::date, product_id, uncosted_quantity, slot,
        sum(lines)::int AS v1, sum(quantity) AS v2, sum(revenue) AS v3, sum(cost) AS v4
      FROM (SELECT multi_store_id, company_id, day, product_id, uncosted_quantity, slot, lines, quantity, revenue, cost FROM new_rows) c GROUP BY 1, 2, 3, 4, 5, 6
    ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (multi_store_id, company_id, period, product_id, uncosted_quantity, slot) DO UPDATE
      SET lines = s.lines + excluded.lines, quantity = s.quantity + excluded.quantity,
        revenue = s.revenue + excluded.revenue, cost = s.cost + excluded.cost;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO product_sales_months AS s (multi_store_id, company_id, period, product_id, uncosted_quantity, slot, lines, quantity, revenue, cost)
    SELECT * FROM (
      SELECT multi_store_id, company_id, date_trunc('month', day)::date, product_id, uncosted_quantity, slot,
        sum(lines)::int AS v1, sum(quantity) AS v2, sum(revenue) AS v3, sum(cost) AS v4
      FROM (SELECT multi_store_id, company_id, day, product_id, uncosted_quantity, slot, lines, quantity, revenue, cost FROM new_rows UNION ALL SELECT multi_store_id, company_id, day, product_id, uncosted_quantity, slot, -lines, -quantity, -revenue, -cost FROM old_rows) c GROUP BY 1, 2, 3, 4, 5, 6
    ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (multi_store_id, company_id, period, product_id, uncosted_quantity, slot) DO UPDATE
      SET lines = s.lines + excluded.lines, quantity = s.quantity + excluded.quantity,
        revenue = s.revenue + excluded.revenue, cost = s.cost + excluded.cost;
    INSERT INTO product_sales_years AS s (multi_store_id, company_id, period, product_id, uncosted_quantity, slot, lines, quantity, revenue, cost)
    SELECT * FROM (
      SELECT multi_store_id, company_id, date_trunc('year', day)::date, product_id, uncosted_quantity, slot,
        sum(lines)::int AS v1, sum(quantity) AS v2, sum(revenue) AS v3, sum(cost) AS v4
      FROM (SELECT multi_store_id, company_id, day, product_id, uncosted_quantity, slot, lines, quantity, revenue, cost FROM new_rows UNION ALL SELECT multi_store_id, company_id, day, product_id, uncosted_quantity, slot, -lines, -quantity, -revenue, -cost FROM old_rows) c GROUP BY 1, 2, 3, 4, 5, 6
    ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (multi_store_id, company_id, period, product_id, uncosted_quantity, slot) DO UPDATE
      SET lines = s.lines + excluded.lines, quantity = s.quantity + excluded.quantity,
        revenue = s.revenue + excluded.revenue, cost = s.cost + excluded.cost;
  ELSE
    INSERT INTO product_sales_months AS s (multi_store_id, company_id, period, product_id, uncosted_quantity, slot, lines, quantity, revenue, cost)
    SELECT * FROM (
      SELECT multi_store_id, company_id, date_trunc('month', day)::date, product_id, uncosted_quantity, slot,
        sum(lines)::int AS v1, sum(quantity) AS v2, sum(revenue) AS v3, sum(cost) AS v4
      FROM (SELECT multi_store_id, company_id, day, product_id, uncosted_quantity, slot, -lines, -quantity, -revenue, -cost FROM old_rows) c GROUP BY 1, 2, 3, 4, 5, 6
    ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (multi_store_id, company_id, period, product_id, uncosted_quantity, slot) DO UPDATE
      SET lines = s.lines + excluded.lines, quantity = s.quantity + excluded.quantity,
        revenue = s.revenue + excluded.revenue, cost = s.cost + excluded.cost;
    INSERT INTO product_sales_years AS s (multi_store_id, company_id, period, product_id, uncosted_quantity, slot, lines, quantity, revenue, cost)
    SELECT * FROM (
      SELECT multi_store_id, company_id, date_trunc('year', day)::date, product_id, uncosted_quantity, slot,
        sum(lines)::int AS v1, sum(quantity) AS v2, sum(revenue) AS v3, sum(cost) AS v4
      FROM (SELECT multi_store_id, company_id, day, product_id, uncosted_quantity, slot, -lines, -quantity, -revenue, -cost FROM old_rows) c GROUP BY 1, 2, 3, 4, 5, 6
    ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (multi_store_id, company_id, period, product_id, uncosted_quantity, slot) DO UPDATE
      SET lines = s.lines + excluded.lines, quantity = s.quantity + excluded.quantity,
        revenue = s.revenue + excluded.revenue, cost = s.cost + excluded.cost;
  END IF;
  RETURN NULL;
END
$$;
