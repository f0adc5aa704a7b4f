-- sha256: 7ad183f7cb5a9384baf8b8b05e45224a5aa1b7a0d931984e415bf031ae0f5722
DROP INDEX "account_movements_balance_idx";
--> statement-breakpoint
DROP INDEX "financial_entries_dre_idx";
