-- sha256: 1d23180c34f857d65c57793b2e0c638642a2dbaade1d0e3c08cf3e6fefbe0fa4
CREATE TABLE "account_movement_days" (
	"multi_store_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"date" date NOT NULL,
	"movements" integer NOT NULL,
	"inflows" numeric NOT NULL,
	"outflows" numeric NOT NULL,
	"slot" smallint NOT NULL,
	CONSTRAINT "account_movement_days_multi_store_id_company_id_date_account_id_slot_pk" PRIMARY KEY("multi_store_id","company_id","date","account_id","slot")
);
--> statement-breakpoint
CREATE TABLE "finance_open_days" (
	"multi_store_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"entries" integer NOT NULL,
	"inflows" numeric NOT NULL,
	"outflows" numeric NOT NULL,
	"slot" smallint NOT NULL,
	CONSTRAINT "finance_open_days_multi_store_id_company_id_due_date_account_id_slot_pk" PRIMARY KEY("multi_store_id","company_id","due_date","account_id","slot")
);
--> statement-breakpoint
CREATE TABLE "finance_plan_months" (
	"multi_store_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"account_plan_id" integer NOT NULL,
	"month" date NOT NULL,
	"entries" integer NOT NULL,
	"foreseen" numeric NOT NULL,
	"realized" numeric NOT NULL,
	"slot" smallint NOT NULL,
	CONSTRAINT "finance_plan_months_multi_store_id_company_id_account_plan_id_month_slot_pk" PRIMARY KEY("multi_store_id","company_id","account_plan_id","month","slot")
);
--> statement-breakpoint
DROP INDEX "account_movements_balance_idx";
--> statement-breakpoint
DROP INDEX "financial_entries_dre_idx";
--> statement-breakpoint
CREATE INDEX "account_movements_transfer_idx" ON "account_movements" USING btree ("multi_store_id","date","company_id","account_id","amount","transfer_id","id") WHERE "account_movements"."reversed_at" is null and "account_movements"."kind" = 'transfer';
--> statement-breakpoint
CREATE INDEX "account_movements_transfer_pair_idx" ON "account_movements" USING btree ("transfer_id") WHERE "account_movements"."transfer_id" is not null;
--> statement-breakpoint
CREATE FUNCTION financial_entries_summarize() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- What the statement's rows count for after it, minus what they counted for before (server/finance/schema.ts).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO finance_plan_months AS s (multi_store_id, company_id, account_plan_id, month, slot, entries, foreseen, realized)
    SELECT * FROM (
      SELECT multi_store_id, company_id, account_plan_id, competency_date - (extract(day from competency_date)::int - 1), pg_backend_pid() % 8,
        sum(sign) AS n, sum(sign * CASE WHEN kind = 'receive' THEN value ELSE -value END) AS a,
        sum(sign * CASE WHEN kind = 'receive' THEN settled_value ELSE -settled_value END) AS b
      FROM (SELECT *, 1 AS sign FROM new_rows) r
      WHERE canceled_at IS NULL AND account_plan_id IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5
    ) d WHERE n <> 0 OR a <> 0 OR b <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (multi_store_id, company_id, account_plan_id, month, slot) DO UPDATE SET entries = s.entries + excluded.entries,
      foreseen = s.foreseen + excluded.foreseen, realized = s.realized + excluded.realized;
    INSERT INTO finance_open_days AS s (multi_store_id, company_id, due_date, account_id, slot, entries, inflows, outflows)
    SELECT * FROM (
      SELECT multi_store_id, company_id, due_date, coalesce(account_id, 0), pg_backend_pid() % 8, sum(sign) AS n,
        sum(sign * CASE WHEN kind = 'receive' THEN value - settled_value ELSE 0 END) AS a,
        sum(sign * CASE WHEN kind = 'pay' THEN value - settled_value ELSE 0 END) AS b
      FROM (SELECT *, 1 AS sign FROM new_rows) r
      WHERE canceled_at IS NULL AND value > settled_value
      GROUP BY 1, 2, 3, 4, 5
    ) d WHERE n <> 0 OR a <> 0 OR b <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (multi_store_id, company_id, due_date, account_id, slot) DO UPDATE SET entries = s.entries + excluded.entries,
      inflows = s.inflows + excluded.inflows, outflows = s.outflows + excluded.outflows;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO finance_plan_months AS s (multi_store_id, company_id, account_plan_id, month, slot, entries, foreseen, realized)
    SELECT * FROM (
      SELECT multi_store_id, company_id, account_plan_id, competency_date - (extract(day from competency_date)::int - 1), pg_backend_pid() % 8,
        sum(sign) AS n, sum(sign * CASE WHEN kind = 'receive' THEN value ELSE -value END) AS a,
        sum(sign * CASE WHEN kind = 'receive' THEN settled_value ELSE -settled_value END) AS b
      FROM (SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 AS sign FROM old_rows) r
      WHERE canceled_at IS NULL AND account_plan_id IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5
    ) d WHERE n <> 0 OR a <> 0 OR b <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (multi_store_id, company_id, account_plan_id, month, slot) DO UPDATE SET entries = s.entries + excluded.entries,
      foreseen = s.foreseen + excluded.foreseen, realized = s.realized + excluded.realized;
    INSERT INTO finance_open_days AS s (multi_store_id, company_id, due_date, account_id, slot, entries, inflows, outflows)
    SELECT * FROM (
      SELECT multi_store_id, company_id, due_date, coalesce(account_id, 0), pg_backend_pid() % 8, sum(sign) AS n,
        sum(sign * CASE WHEN kind = 'receive' THEN value - settled_value ELSE 0 END) AS a,
        sum(sign * CASE WHEN kind = 'pay' THEN value - settled_value ELSE 0 END) AS b
      FROM (SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 AS sign FROM old_rows) r
      WHERE canceled_at IS NULL AND value > settled_value
      GROUP BY 1, 2, 3, 4, 5
    ) d WHERE n <> 0 OR a <> 0 OR b <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (multi_store_id, company_id, due_date, account_id, slot) DO UPDATE SET entries = s.entries + excluded.entries,
      inflows = s.inflows + excluded.inflows, outflows = s.outflows + excluded.outflows;
  ELSE
    INSERT INTO finance_plan_months AS s (multi_store_id, company_id, account_plan_id, month, slot, entries, foreseen, realized)
    SELECT * FROM (
      SELECT multi_store_id, company_id, account_plan_id, competency_date - (extract(day from competency_date)::int - 1), pg_backend_pid() % 8,
        sum(sign) AS n, sum(sign * CASE WHEN kind = 'receive' THEN value ELSE -value END) AS a,
        sum(sign * CASE WHEN kind = 'receive' THEN settled_value ELSE -settled_value END) AS b
      FROM (SELECT *, -1 AS sign FROM old_rows) r
      WHERE canceled_at IS NULL AND account_plan_id IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5
    ) d WHERE n <> 0 OR a <> 0 OR b <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (multi_store_id, company_id, account_plan_id, month, slot) DO UPDATE SET entries = s.entries + excluded.entries,
      foreseen = s.foreseen + excluded.foreseen, realized = s.realized + excluded.realized;
    INSERT INTO finance_open_days AS s (multi_store_id, company_id, due_date, account_id, slot, entries, inflows, outflows)
    SELECT * FROM (
      SELECT multi_store_id, company_id, due_date, coalesce(account_id, 0), pg_backend_pid() % 8, sum(sign) AS n,
        sum(sign * CASE WHEN kind = 'receive' THEN value - settled_value ELSE 0 END) AS a,
        sum(sign * CASE WHEN kind = 'pay' THEN value - settled_value ELSE 0 END) AS b
      FROM (SELECT *, -1 AS sign FROM old_rows) r
      WHERE canceled_at IS NULL AND value > settled_value
      GROUP BY 1, 2, 3, 4, 5
    ) d WHERE n <> 0 OR a <> 0 OR b <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (multi_store_id, company_id, due_date, account_id, slot) DO UPDATE SET entries = s.entries + excluded.entries,
      inflows = s.inflows + excluded.inflows, outflows = s.outflows + excluded.outflows;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER financial_entries_summarize_insert AFTER INSERT ON financial_entries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION financial_entries_summarize();
--> statement-breakpoint
CREATE TRIGGER financial_entries_summarize_update AFTER UPDATE ON financial_entries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION financial_entries_summarize();
--> statement-breakpoint
CREATE TRIGGER financial_entries_summarize_delete AFTER DELETE ON financial_entries REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION financial_entries_summarize();
--> statement-breakpoint
CREATE FUNCTION financial_entries_summaries_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM finance_plan_months;
  DELETE FROM finance_open_days;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER financial_entries_summarize_truncate AFTER TRUNCATE ON financial_entries FOR EACH STATEMENT EXECUTE FUNCTION financial_entries_summaries_clear();
--> statement-breakpoint
CREATE FUNCTION account_movements_summarize() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- What the statement's rows count for after it, minus what they counted for before (server/finance/schema.ts).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO account_movement_days AS s (multi_store_id, company_id, date, account_id, slot, movements, inflows, outflows)
    SELECT * FROM (
      SELECT multi_store_id, company_id, date, account_id, pg_backend_pid() % 8, sum(sign) AS n,
        sum(sign * greatest(amount, 0)) AS a, sum(sign * greatest(-amount, 0)) AS b
      FROM (SELECT *, 1 AS sign FROM new_rows) r
      WHERE reversed_at IS NULL AND kind <> 'transfer'
      GROUP BY 1, 2, 3, 4, 5
    ) d WHERE n <> 0 OR a <> 0 OR b <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (multi_store_id, company_id, date, account_id, slot) DO UPDATE SET movements = s.movements + excluded.movements,
      inflows = s.inflows + excluded.inflows, outflows = s.outflows + excluded.outflows;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO account_movement_days AS s (multi_store_id, company_id, date, account_id, slot, movements, inflows, outflows)
    SELECT * FROM (
      SELECT multi_store_id, company_id, date, account_id, pg_backend_pid() % 8, sum(sign) AS n,
        sum(sign * greatest(amount, 0)) AS a, sum(sign * greatest(-amount, 0)) AS b
      FROM (SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 AS sign FROM old_rows) r
      WHERE reversed_at IS NULL AND kind <> 'transfer'
      GROUP BY 1, 2, 3, 4, 5
    ) d WHERE n <> 0 OR a <> 0 OR b <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (multi_store_id, company_id, date, account_id, slot) DO UPDATE SET movements = s.movements + excluded.movements,
      inflows = s.inflows + excluded.inflows, outflows = s.outflows + excluded.outflows;
  ELSE
    INSERT INTO account_movement_days AS s (multi_store_id, company_id, date, account_id, slot, movements, inflows, outflows)
    SELECT * FROM (
      SELECT multi_store_id, company_id, date, account_id, pg_backend_pid() % 8, sum(sign) AS n,
        sum(sign * greatest(amount, 0)) AS a, sum(sign * greatest(-amount, 0)) AS b
      FROM (SELECT *, -1 AS sign FROM old_rows) r
      WHERE reversed_at IS NULL AND kind <> 'transfer'
      GROUP BY 1, 2, 3, 4, 5
    ) d WHERE n <> 0 OR a <> 0 OR b <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (multi_store_id, company_id, date, account_id, slot) DO UPDATE SET movements = s.movements + excluded.movements,
      inflows = s.inflows + excluded.inflows, outflows = s.outflows + excluded.outflows;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER account_movements_summarize_insert AFTER INSERT ON account_movements REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_movements_summarize();
--> statement-breakpoint
CREATE TRIGGER account_movements_summarize_update AFTER UPDATE ON account_movements REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_movements_summarize();
--> statement-breakpoint
CREATE TRIGGER account_movements_summarize_delete AFTER DELETE ON account_movements REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION account_movements_summarize();
--> statement-breakpoint
CREATE FUNCTION account_movements_summaries_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM account_movement_days;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER account_movements_summarize_truncate AFTER TRUNCATE ON account_movements FOR EACH STATEMENT EXECUTE FUNCTION account_movements_summaries_clear();
--> statement-breakpoint
INSERT INTO finance_plan_months AS s (multi_store_id, company_id, account_plan_id, month, slot, entries, foreseen, realized)
    SELECT * FROM (
      SELECT multi_store_id, company_id, account_plan_id, competency_date - (extract(day from competency_date)::int - 1), 0,
        sum(sign) AS n, sum(sign * CASE WHEN kind = 'receive' THEN value ELSE -value END) AS a,
        sum(sign * CASE WHEN kind = 'receive' THEN settled_value ELSE -settled_value END) AS b
      FROM (SELECT *, 1 AS sign FROM financial_entries) r
      WHERE canceled_at IS NULL AND account_plan_id IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5
    ) d WHERE n <> 0 OR a <> 0 OR b <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (multi_store_id, company_id, account_plan_id, month, slot) DO UPDATE SET entries = s.entries + excluded.entries,
      foreseen = s.foreseen + excluded.foreseen, realized = s.realized + excluded.realized;
--> statement-breakpoint
INSERT INTO finance_open_days AS s (multi_store_id, company_id, due_date, account_id, slot, entries, inflows, outflows)
    SELECT * FROM (
      SELECT multi_store_id, company_id, due_date, coalesce(account_id, 0), 0, sum(sign) AS n,
        sum(sign * CASE WHEN kind = 'receive' THEN value - settled_value ELSE 0 END) AS a,
        sum(sign * CASE WHEN kind = 'pay' THEN value - settled_value ELSE 0 END) AS b
      FROM (SELECT *, 1 AS sign FROM financial_entries) r
      WHERE canceled_at IS NULL AND value > settled_value
      GROUP BY 1, 2, 3, 4, 5
    ) d WHERE n <> 0 OR a <> 0 OR b <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (multi_store_id, company_id, due_date, account_id, slot) DO UPDATE SET entries = s.entries + excluded.entries,
      inflows = s.inflows + excluded.inflows, outflows = s.outflows + excluded.outflows;
--> statement-breakpoint
INSERT INTO account_movement_days AS s (multi_store_id, company_id, date, account_id, slot, movements, inflows, outflows)
    SELECT * FROM (
      SELECT multi_store_id, company_id, date, account_id, 0, sum(sign) AS n,
        sum(sign * greatest(amount, 0)) AS a, sum(sign * greatest(-amount, 0)) AS b
      FROM (SELECT *, 1 AS sign FROM account_movements) r
      WHERE reversed_at IS NULL AND kind <> 'transfer'
      GROUP BY 1, 2, 3, 4, 5
    ) d WHERE n <> 0 OR a <> 0 OR b <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (multi_store_id, company_id, date, account_id, slot) DO UPDATE SET movements = s.movements + excluded.movements,
      inflows = s.inflows + excluded.inflows, outflows = s.outflows + excluded.outflows;
