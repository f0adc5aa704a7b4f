-- sha256: 09ca1d5fa8dbbcdf448c0f2d3740c75c3afa5e9d52532bc8b397494143edb081
ALTER TABLE "cash_movements" ALTER COLUMN "expected_money_value" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "cash_movements" ALTER COLUMN "expected_pix_value" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "cash_movements" ALTER COLUMN "expected_card_value" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "cash_movements" ALTER COLUMN "money_difference" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "cash_movements" ALTER COLUMN "pix_difference" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "cash_movements" ALTER COLUMN "card_difference" SET DATA TYPE numeric;