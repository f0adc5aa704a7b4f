-- sha256: 5f258a493e88c118e6bb6be85522368d80be9938be462e43f7c46491105b2126
CREATE TABLE "payment_method_days" (
	"multi_store_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"payment_method_id" integer NOT NULL,
	"sales" integer NOT NULL,
	"billed" numeric NOT NULL,
	"received" numeric NOT NULL,
	"fees" numeric NOT NULL,
	"slot" smallint NOT NULL,
	CONSTRAINT "payment_method_days_multi_store_id_company_id_day_payment_method_id_slot_pk" PRIMARY KEY("multi_store_id","company_id","day","payment_method_id","slot")
);
--> statement-breakpoint
CREATE TABLE "product_sales_days" (
	"multi_store_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"uncosted_quantity" numeric NOT NULL,
	"lines" integer NOT NULL,
	"quantity" numeric NOT NULL,
	"revenue" numeric NOT NULL,
	"cost" numeric NOT NULL,
	"slot" smallint NOT NULL,
	CONSTRAINT "product_sales_days_multi_store_id_company_id_day_product_id_uncosted_quantity_slot_pk" PRIMARY KEY("multi_store_id","company_id","day","product_id","uncosted_quantity","slot")
);
--> statement-breakpoint
CREATE TABLE "sales_days" (
	"multi_store_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	"sales" integer NOT NULL,
	"total" numeric NOT NULL,
	"discounts" numeric NOT NULL,
	"items" numeric NOT NULL,
	"slot" smallint NOT NULL,
	CONSTRAINT "sales_days_multi_store_id_company_id_day_user_id_slot_pk" PRIMARY KEY("multi_store_id","company_id","day","user_id","slot")
);
--> statement-breakpoint
CREATE TABLE "seller_sales_days" (
	"multi_store_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"seller_id" integer NOT NULL,
	"sales" integer NOT NULL,
	"total" numeric NOT NULL,
	"items" numeric NOT NULL,
	"slot" smallint NOT NULL,
	CONSTRAINT "seller_sales_days_multi_store_id_company_id_day_seller_id_slot_pk" PRIMARY KEY("multi_store_id","company_id","day","seller_id","slot")
);
--> statement-breakpoint
CREATE INDEX "sales_delivery_idx" ON "sales" USING btree ("company_id","created_at") WHERE "sales"."shipping_method" <> 9;
--> statement-breakpoint
CREATE FUNCTION sales_summarize() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- What the statement's rows count for after it, minus what they counted for before (server/reports/schema.ts).
  IF TG_OP = 'INSERT' THEN
  INSERT INTO sales_days AS s (multi_store_id, company_id, day, user_id, slot, sales, total, discounts, items)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, c.user_id, pg_backend_pid() % 8, sum(c.sign) AS v1, sum(c.sign * c.total) AS v2, sum(c.sign * c.discount_total) AS v3, 0 AS v4
    FROM (SELECT *, 1 AS sign FROM new_rows) c
    WHERE c.status <> 'canceled'
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, user_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, total = s.total + excluded.total, discounts = s.discounts + excluded.discounts, items = s.items + excluded.items;
  INSERT INTO seller_sales_days AS s (multi_store_id, company_id, day, seller_id, slot, sales, total, items)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, coalesce(c.seller_id, 0), pg_backend_pid() % 8, sum(c.sign) AS v1, sum(c.sign * c.total) AS v2, 0 AS v3
    FROM (SELECT *, 1 AS sign FROM new_rows) c
    WHERE c.status <> 'canceled'
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, seller_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, total = s.total + excluded.total, items = s.items + excluded.items;
  ELSIF TG_OP = 'UPDATE' THEN
  INSERT INTO sales_days AS s (multi_store_id, company_id, day, user_id, slot, sales, total, discounts, items)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, c.user_id, pg_backend_pid() % 8, sum(c.sign) AS v1, sum(c.sign * c.total) AS v2, sum(c.sign * c.discount_total) AS v3, 0 AS v4
    FROM (SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 AS sign FROM old_rows) c
    WHERE c.status <> 'canceled'
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, user_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, total = s.total + excluded.total, discounts = s.discounts + excluded.discounts, items = s.items + excluded.items;
  INSERT INTO seller_sales_days AS s (multi_store_id, company_id, day, seller_id, slot, sales, total, items)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, coalesce(c.seller_id, 0), pg_backend_pid() % 8, sum(c.sign) AS v1, sum(c.sign * c.total) AS v2, 0 AS v3
    FROM (SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 AS sign FROM old_rows) c
    WHERE c.status <> 'canceled'
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, seller_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, total = s.total + excluded.total, items = s.items + excluded.items;
    -- A sale cancelled (or moved to another day, unit, user or seller): its items, payment lines and fees move with it.
  INSERT INTO sales_days AS s (multi_store_id, company_id, day, user_id, slot, sales, total, discounts, items)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, c.user_id, pg_backend_pid() % 8, 0 AS v1, 0 AS v2, 0 AS v3, sum(c.sign * i.quantity) AS v4
    FROM (SELECT o.*, -1 AS sign FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o.status = 'canceled') IS DISTINCT FROM (n.status = 'canceled') OR o.multi_store_id <> n.multi_store_id OR o.company_id <> n.company_id OR o.created_at <> n.created_at OR o.user_id <> n.user_id OR o.seller_id IS DISTINCT FROM n.seller_id
      UNION ALL SELECT n.*, 1 AS sign FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o.status = 'canceled') IS DISTINCT FROM (n.status = 'canceled') OR o.multi_store_id <> n.multi_store_id OR o.company_id <> n.company_id OR o.created_at <> n.created_at OR o.user_id <> n.user_id OR o.seller_id IS DISTINCT FROM n.seller_id) c JOIN sale_items i ON i.sale_id = c.id
    WHERE c.status <> 'canceled' AND i.status
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, user_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, total = s.total + excluded.total, discounts = s.discounts + excluded.discounts, items = s.items + excluded.items;
  INSERT INTO seller_sales_days AS s (multi_store_id, company_id, day, seller_id, slot, sales, total, items)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, coalesce(c.seller_id, 0), pg_backend_pid() % 8, 0 AS v1, 0 AS v2, sum(c.sign * i.quantity) AS v3
    FROM (SELECT o.*, -1 AS sign FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o.status = 'canceled') IS DISTINCT FROM (n.status = 'canceled') OR o.multi_store_id <> n.multi_store_id OR o.company_id <> n.company_id OR o.created_at <> n.created_at OR o.user_id <> n.user_id OR o.seller_id IS DISTINCT FROM n.seller_id
      UNION ALL SELECT n.*, 1 AS sign FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o.status = 'canceled') IS DISTINCT FROM (n.status = 'canceled') OR o.multi_store_id <> n.multi_store_id OR o.company_id <> n.company_id OR o.created_at <> n.created_at OR o.user_id <> n.user_id OR o.seller_id IS DISTINCT FROM n.seller_id) c JOIN sale_items i ON i.sale_id = c.id
    WHERE c.status <> 'canceled' AND i.status
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, seller_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, total = s.total + excluded.total, items = s.items + excluded.items;
  INSERT INTO product_sales_days AS s (multi_store_id, company_id, day, product_id, uncosted_quantity, slot, lines, quantity, revenue, cost)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, i.product_id, CASE WHEN i.unit_cost = 0 THEN i.quantity ELSE 0 END, pg_backend_pid() % 8, sum(c.sign) AS v1, sum(c.sign * i.quantity) AS v2, sum(c.sign * i.total) AS v3, sum(c.sign * CASE WHEN i.unit_cost = 0 THEN 0 ELSE round(i.quantity * i.unit_cost, 2) END) AS v4
    FROM (SELECT o.*, -1 AS sign FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o.status = 'canceled') IS DISTINCT FROM (n.status = 'canceled') OR o.multi_store_id <> n.multi_store_id OR o.company_id <> n.company_id OR o.created_at <> n.created_at OR o.user_id <> n.user_id OR o.seller_id IS DISTINCT FROM n.seller_id
      UNION ALL SELECT n.*, 1 AS sign FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o.status = 'canceled') IS DISTINCT FROM (n.status = 'canceled') OR o.multi_store_id <> n.multi_store_id OR o.company_id <> n.company_id OR o.created_at <> n.created_at OR o.user_id <> n.user_id OR o.seller_id IS DISTINCT FROM n.seller_id) c JOIN sale_items i ON i.sale_id = c.id
    WHERE c.status <> 'canceled' AND i.status
    GROUP BY 1, 2, 3, 4, 5, 6
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (multi_store_id, company_id, day, product_id, uncosted_quantity, slot) DO UPDATE SET lines = s.lines + excluded.lines, quantity = s.quantity + excluded.quantity, revenue = s.revenue + excluded.revenue, cost = s.cost + excluded.cost;
  INSERT INTO payment_method_days AS s (multi_store_id, company_id, day, payment_method_id, slot, sales, billed, received, fees)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, c.payment_method_id, pg_backend_pid() % 8, sum(c.sign) AS v1, sum(c.sign * c.billed) AS v2, sum(c.sign * c.received) AS v3, 0 AS v4
    FROM (SELECT c.id, c.sign, c.multi_store_id, c.company_id, c.created_at, f.payment_method_id,
        sum(f.billing_value) AS billed, sum(f.received_value) AS received
      FROM (SELECT o.*, -1 AS sign FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o.status = 'canceled') IS DISTINCT FROM (n.status = 'canceled') OR o.multi_store_id <> n.multi_store_id OR o.company_id <> n.company_id OR o.created_at <> n.created_at OR o.user_id <> n.user_id OR o.seller_id IS DISTINCT FROM n.seller_id
      UNION ALL SELECT n.*, 1 AS sign FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o.status = 'canceled') IS DISTINCT FROM (n.status = 'canceled') OR o.multi_store_id <> n.multi_store_id OR o.company_id <> n.company_id OR o.created_at <> n.created_at OR o.user_id <> n.user_id OR o.seller_id IS DISTINCT FROM n.seller_id) c JOIN financial_inflows f ON f.sale_id = c.id
      WHERE c.status <> 'canceled' AND f.reversed_at IS NULL
      GROUP BY c.id, c.sign, c.multi_store_id, c.company_id, c.created_at, f.payment_method_id) c
    WHERE true
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, payment_method_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, billed = s.billed + excluded.billed, received = s.received + excluded.received, fees = s.fees + excluded.fees;
  INSERT INTO payment_method_days AS s (multi_store_id, company_id, day, payment_method_id, slot, sales, billed, received, fees)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, 0, pg_backend_pid() % 8, sum(c.sign) AS v1, 0 AS v2, 0 AS v3, 0 AS v4
    FROM (SELECT DISTINCT c.id, c.sign, c.multi_store_id, c.company_id, c.created_at
      FROM (SELECT o.*, -1 AS sign FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o.status = 'canceled') IS DISTINCT FROM (n.status = 'canceled') OR o.multi_store_id <> n.multi_store_id OR o.company_id <> n.company_id OR o.created_at <> n.created_at OR o.user_id <> n.user_id OR o.seller_id IS DISTINCT FROM n.seller_id
      UNION ALL SELECT n.*, 1 AS sign FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o.status = 'canceled') IS DISTINCT FROM (n.status = 'canceled') OR o.multi_store_id <> n.multi_store_id OR o.company_id <> n.company_id OR o.created_at <> n.created_at OR o.user_id <> n.user_id OR o.seller_id IS DISTINCT FROM n.seller_id) c JOIN financial_inflows f ON f.sale_id = c.id
      WHERE c.status <> 'canceled' AND f.reversed_at IS NULL) c
    WHERE true
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, payment_method_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, billed = s.billed + excluded.billed, received = s.received + excluded.received, fees = s.fees + excluded.fees;
  INSERT INTO payment_method_days AS s (multi_store_id, company_id, day, payment_method_id, slot, sales, billed, received, fees)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, e.payment_method_id, pg_backend_pid() % 8, 0 AS v1, 0 AS v2, 0 AS v3, sum(c.sign * e.value) AS v4
    FROM (SELECT o.*, -1 AS sign FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o.status = 'canceled') IS DISTINCT FROM (n.status = 'canceled') OR o.multi_store_id <> n.multi_store_id OR o.company_id <> n.company_id OR o.created_at <> n.created_at OR o.user_id <> n.user_id OR o.seller_id IS DISTINCT FROM n.seller_id
      UNION ALL SELECT n.*, 1 AS sign FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o.status = 'canceled') IS DISTINCT FROM (n.status = 'canceled') OR o.multi_store_id <> n.multi_store_id OR o.company_id <> n.company_id OR o.created_at <> n.created_at OR o.user_id <> n.user_id OR o.seller_id IS DISTINCT FROM n.seller_id) c JOIN financial_entries e ON e.origin_id = c.id
    WHERE true AND e.origin = 'card_fee' AND e.canceled_at IS NULL AND e.payment_method_id IS NOT NULL AND c.status <> 'canceled'
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, payment_method_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, billed = s.billed + excluded.billed, received = s.received + excluded.received, fees = s.fees + excluded.fees;
  ELSE
  INSERT INTO sales_days AS s (multi_store_id, company_id, day, user_id, slot, sales, total, discounts, items)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, c.user_id, pg_backend_pid() % 8, sum(c.sign) AS v1, sum(c.sign * c.total) AS v2, sum(c.sign * c.discount_total) AS v3, 0 AS v4
    FROM (SELECT *, -1 AS sign FROM old_rows) c
    WHERE c.status <> 'canceled'
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, user_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, total = s.total + excluded.total, discounts = s.discounts + excluded.discounts, items = s.items + excluded.items;
  INSERT INTO seller_sales_days AS s (multi_store_id, company_id, day, seller_id, slot, sales, total, items)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, coalesce(c.seller_id, 0), pg_backend_pid() % 8, sum(c.sign) AS v1, sum(c.sign * c.total) AS v2, 0 AS v3
    FROM (SELECT *, -1 AS sign FROM old_rows) c
    WHERE c.status <> 'canceled'
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, seller_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, total = s.total + excluded.total, items = s.items + excluded.items;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sales_summarize_insert AFTER INSERT ON sales REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_summarize();
--> statement-breakpoint
CREATE TRIGGER sales_summarize_update AFTER UPDATE ON sales REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_summarize();
--> statement-breakpoint
CREATE TRIGGER sales_summarize_delete AFTER DELETE ON sales REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_summarize();
--> statement-breakpoint
CREATE FUNCTION sales_summarize_dependents_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A sale deleted: what its items, payment lines and fees counted for, taken out while they are still there.
  INSERT INTO sales_days AS s (multi_store_id, company_id, day, user_id, slot, sales, total, discounts, items)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, c.user_id, pg_backend_pid() % 8, 0 AS v1, 0 AS v2, 0 AS v3, sum(c.sign * i.quantity) AS v4
    FROM (SELECT (OLD).*, -1 AS sign) c JOIN sale_items i ON i.sale_id = c.id
    WHERE c.status <> 'canceled' AND i.status
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, user_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, total = s.total + excluded.total, discounts = s.discounts + excluded.discounts, items = s.items + excluded.items;
  INSERT INTO seller_sales_days AS s (multi_store_id, company_id, day, seller_id, slot, sales, total, items)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, coalesce(c.seller_id, 0), pg_backend_pid() % 8, 0 AS v1, 0 AS v2, sum(c.sign * i.quantity) AS v3
    FROM (SELECT (OLD).*, -1 AS sign) c JOIN sale_items i ON i.sale_id = c.id
    WHERE c.status <> 'canceled' AND i.status
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, seller_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, total = s.total + excluded.total, items = s.items + excluded.items;
  INSERT INTO product_sales_days AS s (multi_store_id, company_id, day, product_id, uncosted_quantity, slot, lines, quantity, revenue, cost)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, i.product_id, CASE WHEN i.unit_cost = 0 THEN i.quantity ELSE 0 END, pg_backend_pid() % 8, sum(c.sign) AS v1, sum(c.sign * i.quantity) AS v2, sum(c.sign * i.total) AS v3, sum(c.sign * CASE WHEN i.unit_cost = 0 THEN 0 ELSE round(i.quantity * i.unit_cost, 2) END) AS v4
    FROM (SELECT (OLD).*, -1 AS sign) c JOIN sale_items i ON i.sale_id = c.id
    WHERE c.status <> 'canceled' AND i.status
    GROUP BY 1, 2, 3, 4, 5, 6
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (multi_store_id, company_id, day, product_id, uncosted_quantity, slot) DO UPDATE SET lines = s.lines + excluded.lines, quantity = s.quantity + excluded.quantity, revenue = s.revenue + excluded.revenue, cost = s.cost + excluded.cost;
  INSERT INTO payment_method_days AS s (multi_store_id, company_id, day, payment_method_id, slot, sales, billed, received, fees)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, c.payment_method_id, pg_backend_pid() % 8, sum(c.sign) AS v1, sum(c.sign * c.billed) AS v2, sum(c.sign * c.received) AS v3, 0 AS v4
    FROM (SELECT c.id, c.sign, c.multi_store_id, c.company_id, c.created_at, f.payment_method_id,
        sum(f.billing_value) AS billed, sum(f.received_value) AS received
      FROM (SELECT (OLD).*, -1 AS sign) c JOIN financial_inflows f ON f.sale_id = c.id
      WHERE c.status <> 'canceled' AND f.reversed_at IS NULL
      GROUP BY c.id, c.sign, c.multi_store_id, c.company_id, c.created_at, f.payment_method_id) c
    WHERE true
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, payment_method_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, billed = s.billed + excluded.billed, received = s.received + excluded.received, fees = s.fees + excluded.fees;
  INSERT INTO payment_method_days AS s (multi_store_id, company_id, day, payment_method_id, slot, sales, billed, received, fees)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, 0, pg_backend_pid() % 8, sum(c.sign) AS v1, 0 AS v2, 0 AS v3, 0 AS v4
    FROM (SELECT DISTINCT c.id, c.sign, c.multi_store_id, c.company_id, c.created_at
      FROM (SELECT (OLD).*, -1 AS sign) c JOIN financial_inflows f ON f.sale_id = c.id
      WHERE c.status <> 'canceled' AND f.reversed_at IS NULL) c
    WHERE true
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, payment_method_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, billed = s.billed + excluded.billed, received = s.received + excluded.received, fees = s.fees + excluded.fees;
  INSERT INTO payment_method_days AS s (multi_store_id, company_id, day, payment_method_id, slot, sales, billed, received, fees)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, e.payment_method_id, pg_backend_pid() % 8, 0 AS v1, 0 AS v2, 0 AS v3, sum(c.sign * e.value) AS v4
    FROM (SELECT (OLD).*, -1 AS sign) c JOIN financial_entries e ON e.origin_id = c.id
    WHERE true AND e.origin = 'card_fee' AND e.canceled_at IS NULL AND e.payment_method_id IS NOT NULL AND c.status <> 'canceled'
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, payment_method_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, billed = s.billed + excluded.billed, received = s.received + excluded.received, fees = s.fees + excluded.fees;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sales_summarize_dependents_delete BEFORE DELETE ON sales FOR EACH ROW EXECUTE FUNCTION sales_summarize_dependents_delete();
--> statement-breakpoint
CREATE FUNCTION sale_items_summarize() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- What the statement's rows count for after it, minus what they counted for before (server/reports/schema.ts).
  IF TG_OP = 'INSERT' THEN
  INSERT INTO sales_days AS s (multi_store_id, company_id, day, user_id, slot, sales, total, discounts, items)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, c.user_id, pg_backend_pid() % 8, 0 AS v1, 0 AS v2, 0 AS v3, sum(i.sign * i.quantity) AS v4
    FROM (SELECT *, 1 AS sign FROM new_rows) i JOIN sales c ON c.id = i.sale_id
    WHERE c.status <> 'canceled' AND i.status
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, user_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, total = s.total + excluded.total, discounts = s.discounts + excluded.discounts, items = s.items + excluded.items;
  INSERT INTO seller_sales_days AS s (multi_store_id, company_id, day, seller_id, slot, sales, total, items)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, coalesce(c.seller_id, 0), pg_backend_pid() % 8, 0 AS v1, 0 AS v2, sum(i.sign * i.quantity) AS v3
    FROM (SELECT *, 1 AS sign FROM new_rows) i JOIN sales c ON c.id = i.sale_id
    WHERE c.status <> 'canceled' AND i.status
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, seller_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, total = s.total + excluded.total, items = s.items + excluded.items;
  INSERT INTO product_sales_days AS s (multi_store_id, company_id, day, product_id, uncosted_quantity, slot, lines, quantity, revenue, cost)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, i.product_id, CASE WHEN i.unit_cost = 0 THEN i.quantity ELSE 0 END, pg_backend_pid() % 8, sum(i.sign) AS v1, sum(i.sign * i.quantity) AS v2, sum(i.sign * i.total) AS v3, sum(i.sign * CASE WHEN i.unit_cost = 0 THEN 0 ELSE round(i.quantity * i.unit_cost, 2) END) AS v4
    FROM (SELECT *, 1 AS sign FROM new_rows) i JOIN sales c ON c.id = i.sale_id
    WHERE c.status <> 'canceled' AND i.status
    GROUP BY 1, 2, 3, 4, 5, 6
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (multi_store_id, company_id, day, product_id, uncosted_quantity, slot) DO UPDATE SET lines = s.lines + excluded.lines, quantity = s.quantity + excluded.quantity, revenue = s.revenue + excluded.revenue, cost = s.cost + excluded.cost;
  ELSIF TG_OP = 'UPDATE' THEN
  INSERT INTO sales_days AS s (multi_store_id, company_id, day, user_id, slot, sales, total, discounts, items)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, c.user_id, pg_backend_pid() % 8, 0 AS v1, 0 AS v2, 0 AS v3, sum(i.sign * i.quantity) AS v4
    FROM (SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 AS sign FROM old_rows) i JOIN sales c ON c.id = i.sale_id
    WHERE c.status <> 'canceled' AND i.status
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, user_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, total = s.total + excluded.total, discounts = s.discounts + excluded.discounts, items = s.items + excluded.items;
  INSERT INTO seller_sales_days AS s (multi_store_id, company_id, day, seller_id, slot, sales, total, items)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, coalesce(c.seller_id, 0), pg_backend_pid() % 8, 0 AS v1, 0 AS v2, sum(i.sign * i.quantity) AS v3
    FROM (SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 AS sign FROM old_rows) i JOIN sales c ON c.id = i.sale_id
    WHERE c.status <> 'canceled' AND i.status
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, seller_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, total = s.total + excluded.total, items = s.items + excluded.items;
  INSERT INTO product_sales_days AS s (multi_store_id, company_id, day, product_id, uncosted_quantity, slot, lines, quantity, revenue, cost)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, i.product_id, CASE WHEN i.unit_cost = 0 THEN i.quantity ELSE 0 END, pg_backend_pid() % 8, sum(i.sign) AS v1, sum(i.sign * i.quantity) AS v2, sum(i.sign * i.total) AS v3, sum(i.sign * CASE WHEN i.unit_cost = 0 THEN 0 ELSE round(i.quantity * i.unit_cost, 2) END) AS v4
    FROM (SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 AS sign FROM old_rows) i JOIN sales c ON c.id = i.sale_id
    WHERE c.status <> 'canceled' AND i.status
    GROUP BY 1, 2, 3, 4, 5, 6
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (multi_store_id, company_id, day, product_id, uncosted_quantity, slot) DO UPDATE SET lines = s.lines + excluded.lines, quantity = s.quantity + excluded.quantity, revenue = s.revenue + excluded.revenue, cost = s.cost + excluded.cost;
  ELSE
  INSERT INTO sales_days AS s (multi_store_id, company_id, day, user_id, slot, sales, total, discounts, items)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, c.user_id, pg_backend_pid() % 8, 0 AS v1, 0 AS v2, 0 AS v3, sum(i.sign * i.quantity) AS v4
    FROM (SELECT *, -1 AS sign FROM old_rows) i JOIN sales c ON c.id = i.sale_id
    WHERE c.status <> 'canceled' AND i.status
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, user_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, total = s.total + excluded.total, discounts = s.discounts + excluded.discounts, items = s.items + excluded.items;
  INSERT INTO seller_sales_days AS s (multi_store_id, company_id, day, seller_id, slot, sales, total, items)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, coalesce(c.seller_id, 0), pg_backend_pid() % 8, 0 AS v1, 0 AS v2, sum(i.sign * i.quantity) AS v3
    FROM (SELECT *, -1 AS sign FROM old_rows) i JOIN sales c ON c.id = i.sale_id
    WHERE c.status <> 'canceled' AND i.status
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, seller_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, total = s.total + excluded.total, items = s.items + excluded.items;
  INSERT INTO product_sales_days AS s (multi_store_id, company_id, day, product_id, uncosted_quantity, slot, lines, quantity, revenue, cost)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, i.product_id, CASE WHEN i.unit_cost = 0 THEN i.quantity ELSE 0 END, pg_backend_pid() % 8, sum(i.sign) AS v1, sum(i.sign * i.quantity) AS v2, sum(i.sign * i.total) AS v3, sum(i.sign * CASE WHEN i.unit_cost = 0 THEN 0 ELSE round(i.quantity * i.unit_cost, 2) END) AS v4
    FROM (SELECT *, -1 AS sign FROM old_rows) i JOIN sales c ON c.id = i.sale_id
    WHERE c.status <> 'canceled' AND i.status
    GROUP BY 1, 2, 3, 4, 5, 6
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (multi_store_id, company_id, day, product_id, uncosted_quantity, slot) DO UPDATE SET lines = s.lines + excluded.lines, quantity = s.quantity + excluded.quantity, revenue = s.revenue + excluded.revenue, cost = s.cost + excluded.cost;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sale_items_summarize_insert AFTER INSERT ON sale_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sale_items_summarize();
--> statement-breakpoint
CREATE TRIGGER sale_items_summarize_update AFTER UPDATE ON sale_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sale_items_summarize();
--> statement-breakpoint
CREATE TRIGGER sale_items_summarize_delete AFTER DELETE ON sale_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sale_items_summarize();
--> statement-breakpoint
CREATE FUNCTION financial_inflows_summarize() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- What the statement's rows count for after it, minus what they counted for before (server/reports/schema.ts).
  IF TG_OP = 'INSERT' THEN
  INSERT INTO payment_method_days AS s (multi_store_id, company_id, day, payment_method_id, slot, sales, billed, received, fees)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, f.payment_method_id, pg_backend_pid() % 8, 0 AS v1, sum(f.sign * f.billing_value) AS v2, sum(f.sign * f.received_value) AS v3, 0 AS v4
    FROM (SELECT *, 1 AS sign FROM new_rows) f JOIN sales c ON c.id = f.sale_id
    WHERE c.status <> 'canceled' AND f.reversed_at IS NULL
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, payment_method_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, billed = s.billed + excluded.billed, received = s.received + excluded.received, fees = s.fees + excluded.fees;
  INSERT INTO payment_method_days AS s (multi_store_id, company_id, day, payment_method_id, slot, sales, billed, received, fees)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, t.method, pg_backend_pid() % 8, sum((t.now > 0)::int - (t.now - t.added > 0)::int) AS v1, 0 AS v2, 0 AS v3, 0 AS v4
    FROM (SELECT t.sale_id, t.method, t.added, (SELECT count(*) FROM financial_inflows x WHERE x.sale_id = t.sale_id
          AND (t.method = 0 OR x.payment_method_id = t.method) AND x.reversed_at IS NULL) AS now
      FROM (SELECT sale_id, payment_method_id AS method, coalesce(sum(sign) FILTER (WHERE reversed_at IS NULL), 0) AS added FROM (SELECT *, 1 AS sign FROM new_rows) r GROUP BY 1, 2
        UNION ALL SELECT sale_id, 0, coalesce(sum(sign) FILTER (WHERE reversed_at IS NULL), 0) FROM (SELECT *, 1 AS sign FROM new_rows) r GROUP BY 1) t) t
      JOIN sales c ON c.id = t.sale_id
    WHERE c.status <> 'canceled'
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, payment_method_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, billed = s.billed + excluded.billed, received = s.received + excluded.received, fees = s.fees + excluded.fees;
  ELSIF TG_OP = 'UPDATE' THEN
  INSERT INTO payment_method_days AS s (multi_store_id, company_id, day, payment_method_id, slot, sales, billed, received, fees)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, f.payment_method_id, pg_backend_pid() % 8, 0 AS v1, sum(f.sign * f.billing_value) AS v2, sum(f.sign * f.received_value) AS v3, 0 AS v4
    FROM (SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 AS sign FROM old_rows) f JOIN sales c ON c.id = f.sale_id
    WHERE c.status <> 'canceled' AND f.reversed_at IS NULL
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, payment_method_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, billed = s.billed + excluded.billed, received = s.received + excluded.received, fees = s.fees + excluded.fees;
  INSERT INTO payment_method_days AS s (multi_store_id, company_id, day, payment_method_id, slot, sales, billed, received, fees)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, t.method, pg_backend_pid() % 8, sum((t.now > 0)::int - (t.now - t.added > 0)::int) AS v1, 0 AS v2, 0 AS v3, 0 AS v4
    FROM (SELECT t.sale_id, t.method, t.added, (SELECT count(*) FROM financial_inflows x WHERE x.sale_id = t.sale_id
          AND (t.method = 0 OR x.payment_method_id = t.method) AND x.reversed_at IS NULL) AS now
      FROM (SELECT sale_id, payment_method_id AS method, coalesce(sum(sign) FILTER (WHERE reversed_at IS NULL), 0) AS added FROM (SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 AS sign FROM old_rows) r GROUP BY 1, 2
        UNION ALL SELECT sale_id, 0, coalesce(sum(sign) FILTER (WHERE reversed_at IS NULL), 0) FROM (SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 AS sign FROM old_rows) r GROUP BY 1) t) t
      JOIN sales c ON c.id = t.sale_id
    WHERE c.status <> 'canceled'
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, payment_method_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, billed = s.billed + excluded.billed, received = s.received + excluded.received, fees = s.fees + excluded.fees;
  ELSE
  INSERT INTO payment_method_days AS s (multi_store_id, company_id, day, payment_method_id, slot, sales, billed, received, fees)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, f.payment_method_id, pg_backend_pid() % 8, 0 AS v1, sum(f.sign * f.billing_value) AS v2, sum(f.sign * f.received_value) AS v3, 0 AS v4
    FROM (SELECT *, -1 AS sign FROM old_rows) f JOIN sales c ON c.id = f.sale_id
    WHERE c.status <> 'canceled' AND f.reversed_at IS NULL
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, payment_method_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, billed = s.billed + excluded.billed, received = s.received + excluded.received, fees = s.fees + excluded.fees;
  INSERT INTO payment_method_days AS s (multi_store_id, company_id, day, payment_method_id, slot, sales, billed, received, fees)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, t.method, pg_backend_pid() % 8, sum((t.now > 0)::int - (t.now - t.added > 0)::int) AS v1, 0 AS v2, 0 AS v3, 0 AS v4
    FROM (SELECT t.sale_id, t.method, t.added, (SELECT count(*) FROM financial_inflows x WHERE x.sale_id = t.sale_id
          AND (t.method = 0 OR x.payment_method_id = t.method) AND x.reversed_at IS NULL) AS now
      FROM (SELECT sale_id, payment_method_id AS method, coalesce(sum(sign) FILTER (WHERE reversed_at IS NULL), 0) AS added FROM (SELECT *, -1 AS sign FROM old_rows) r GROUP BY 1, 2
        UNION ALL SELECT sale_id, 0, coalesce(sum(sign) FILTER (WHERE reversed_at IS NULL), 0) FROM (SELECT *, -1 AS sign FROM old_rows) r GROUP BY 1) t) t
      JOIN sales c ON c.id = t.sale_id
    WHERE c.status <> 'canceled'
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, payment_method_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, billed = s.billed + excluded.billed, received = s.received + excluded.received, fees = s.fees + excluded.fees;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER financial_inflows_summarize_insert AFTER INSERT ON financial_inflows REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION financial_inflows_summarize();
--> statement-breakpoint
CREATE TRIGGER financial_inflows_summarize_update AFTER UPDATE ON financial_inflows REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION financial_inflows_summarize();
--> statement-breakpoint
CREATE TRIGGER financial_inflows_summarize_delete AFTER DELETE ON financial_inflows REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION financial_inflows_summarize();
--> statement-breakpoint
CREATE FUNCTION card_fees_summarize() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- What the statement's rows count for after it, minus what they counted for before (server/reports/schema.ts).
  IF TG_OP = 'INSERT' THEN
  INSERT INTO payment_method_days AS s (multi_store_id, company_id, day, payment_method_id, slot, sales, billed, received, fees)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, e.payment_method_id, pg_backend_pid() % 8, 0 AS v1, 0 AS v2, 0 AS v3, sum(e.sign * e.value) AS v4
    FROM (SELECT *, 1 AS sign FROM new_rows) e JOIN sales c ON c.id = e.origin_id
    WHERE true AND e.origin = 'card_fee' AND e.canceled_at IS NULL AND e.payment_method_id IS NOT NULL AND c.status <> 'canceled'
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, payment_method_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, billed = s.billed + excluded.billed, received = s.received + excluded.received, fees = s.fees + excluded.fees;
  ELSIF TG_OP = 'UPDATE' THEN
  INSERT INTO payment_method_days AS s (multi_store_id, company_id, day, payment_method_id, slot, sales, billed, received, fees)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, e.payment_method_id, pg_backend_pid() % 8, 0 AS v1, 0 AS v2, 0 AS v3, sum(e.sign * e.value) AS v4
    FROM (SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 AS sign FROM old_rows) e JOIN sales c ON c.id = e.origin_id
    WHERE true AND e.origin = 'card_fee' AND e.canceled_at IS NULL AND e.payment_method_id IS NOT NULL AND c.status <> 'canceled'
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, payment_method_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, billed = s.billed + excluded.billed, received = s.received + excluded.received, fees = s.fees + excluded.fees;
  ELSE
  INSERT INTO payment_method_days AS s (multi_store_id, company_id, day, payment_method_id, slot, sales, billed, received, fees)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, e.payment_method_id, pg_backend_pid() % 8, 0 AS v1, 0 AS v2, 0 AS v3, sum(e.sign * e.value) AS v4
    FROM (SELECT *, -1 AS sign FROM old_rows) e JOIN sales c ON c.id = e.origin_id
    WHERE true AND e.origin = 'card_fee' AND e.canceled_at IS NULL AND e.payment_method_id IS NOT NULL AND c.status <> 'canceled'
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, payment_method_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, billed = s.billed + excluded.billed, received = s.received + excluded.received, fees = s.fees + excluded.fees;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER card_fees_summarize_insert AFTER INSERT ON financial_entries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION card_fees_summarize();
--> statement-breakpoint
CREATE TRIGGER card_fees_summarize_update AFTER UPDATE ON financial_entries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION card_fees_summarize();
--> statement-breakpoint
CREATE TRIGGER card_fees_summarize_delete AFTER DELETE ON financial_entries REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION card_fees_summarize();
--> statement-breakpoint
CREATE FUNCTION sales_summaries_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sales_days;
  DELETE FROM seller_sales_days;
  DELETE FROM product_sales_days;
  DELETE FROM payment_method_days;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sales_summarize_truncate AFTER TRUNCATE ON sales FOR EACH STATEMENT EXECUTE FUNCTION sales_summaries_clear();
--> statement-breakpoint
CREATE FUNCTION sale_items_summaries_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sales_days SET items = 0;
  UPDATE seller_sales_days SET items = 0;
  DELETE FROM product_sales_days;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sale_items_summarize_truncate AFTER TRUNCATE ON sale_items FOR EACH STATEMENT EXECUTE FUNCTION sale_items_summaries_clear();
--> statement-breakpoint
CREATE FUNCTION financial_inflows_summaries_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE payment_method_days SET sales = 0, billed = 0, received = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER financial_inflows_summarize_truncate AFTER TRUNCATE ON financial_inflows FOR EACH STATEMENT EXECUTE FUNCTION financial_inflows_summaries_clear();
--> statement-breakpoint
CREATE FUNCTION card_fees_summaries_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE payment_method_days SET fees = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER card_fees_summarize_truncate AFTER TRUNCATE ON financial_entries FOR EACH STATEMENT EXECUTE FUNCTION card_fees_summaries_clear();
--> statement-breakpoint
INSERT INTO sales_days AS s (multi_store_id, company_id, day, user_id, slot, sales, total, discounts, items)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, c.user_id, 0, sum(c.sign) AS v1, sum(c.sign * c.total) AS v2, sum(c.sign * c.discount_total) AS v3, 0 AS v4
    FROM (SELECT *, 1 AS sign FROM sales) c
    WHERE c.status <> 'canceled'
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, user_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, total = s.total + excluded.total, discounts = s.discounts + excluded.discounts, items = s.items + excluded.items;
--> statement-breakpoint
INSERT INTO seller_sales_days AS s (multi_store_id, company_id, day, seller_id, slot, sales, total, items)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, coalesce(c.seller_id, 0), 0, sum(c.sign) AS v1, sum(c.sign * c.total) AS v2, 0 AS v3
    FROM (SELECT *, 1 AS sign FROM sales) c
    WHERE c.status <> 'canceled'
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, seller_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, total = s.total + excluded.total, items = s.items + excluded.items;
--> statement-breakpoint
INSERT INTO sales_days AS s (multi_store_id, company_id, day, user_id, slot, sales, total, discounts, items)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, c.user_id, 0, 0 AS v1, 0 AS v2, 0 AS v3, sum(1 * i.quantity) AS v4
    FROM sale_items i JOIN sales c ON c.id = i.sale_id
    WHERE c.status <> 'canceled' AND i.status
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, user_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, total = s.total + excluded.total, discounts = s.discounts + excluded.discounts, items = s.items + excluded.items;
--> statement-breakpoint
INSERT INTO seller_sales_days AS s (multi_store_id, company_id, day, seller_id, slot, sales, total, items)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, coalesce(c.seller_id, 0), 0, 0 AS v1, 0 AS v2, sum(1 * i.quantity) AS v3
    FROM sale_items i JOIN sales c ON c.id = i.sale_id
    WHERE c.status <> 'canceled' AND i.status
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, seller_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, total = s.total + excluded.total, items = s.items + excluded.items;
--> statement-breakpoint
INSERT INTO product_sales_days AS s (multi_store_id, company_id, day, product_id, uncosted_quantity, slot, lines, quantity, revenue, cost)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, i.product_id, CASE WHEN i.unit_cost = 0 THEN i.quantity ELSE 0 END, 0, sum(1) AS v1, sum(1 * i.quantity) AS v2, sum(1 * i.total) AS v3, sum(1 * CASE WHEN i.unit_cost = 0 THEN 0 ELSE round(i.quantity * i.unit_cost, 2) END) AS v4
    FROM sale_items i JOIN sales c ON c.id = i.sale_id
    WHERE c.status <> 'canceled' AND i.status
    GROUP BY 1, 2, 3, 4, 5, 6
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (multi_store_id, company_id, day, product_id, uncosted_quantity, slot) DO UPDATE SET lines = s.lines + excluded.lines, quantity = s.quantity + excluded.quantity, revenue = s.revenue + excluded.revenue, cost = s.cost + excluded.cost;
--> statement-breakpoint
INSERT INTO payment_method_days AS s (multi_store_id, company_id, day, payment_method_id, slot, sales, billed, received, fees)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, f.payment_method_id, 0, count(DISTINCT f.sale_id) AS v1, sum(f.billing_value) AS v2, sum(f.received_value) AS v3, 0 AS v4
    FROM financial_inflows f JOIN sales c ON c.id = f.sale_id
    WHERE c.status <> 'canceled' AND f.reversed_at IS NULL
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, payment_method_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, billed = s.billed + excluded.billed, received = s.received + excluded.received, fees = s.fees + excluded.fees;
--> statement-breakpoint
INSERT INTO payment_method_days AS s (multi_store_id, company_id, day, payment_method_id, slot, sales, billed, received, fees)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, 0, 0, count(DISTINCT f.sale_id) AS v1, 0 AS v2, 0 AS v3, 0 AS v4
    FROM financial_inflows f JOIN sales c ON c.id = f.sale_id
    WHERE c.status <> 'canceled' AND f.reversed_at IS NULL
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, payment_method_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, billed = s.billed + excluded.billed, received = s.received + excluded.received, fees = s.fees + excluded.fees;
--> statement-breakpoint
INSERT INTO payment_method_days AS s (multi_store_id, company_id, day, payment_method_id, slot, sales, billed, received, fees)
  SELECT * FROM (
    SELECT c.multi_store_id, c.company_id, (c.created_at AT TIME ZONE 'America/Sao_Paulo')::date, e.payment_method_id, 0, 0 AS v1, 0 AS v2, 0 AS v3, sum(1 * e.value) AS v4
    FROM financial_entries e JOIN sales c ON c.id = e.origin_id
    WHERE true AND e.origin = 'card_fee' AND e.canceled_at IS NULL AND e.payment_method_id IS NOT NULL AND c.status <> 'canceled'
    GROUP BY 1, 2, 3, 4, 5
  ) d WHERE v1 <> 0 OR v2 <> 0 OR v3 <> 0 OR v4 <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (multi_store_id, company_id, day, payment_method_id, slot) DO UPDATE SET sales = s.sales + excluded.sales, billed = s.billed + excluded.billed, received = s.received + excluded.received, fees = s.fees + excluded.fees;
