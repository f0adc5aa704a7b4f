-- sha256: 992fe78d40d04df5592e4e8344fd69ea0a3d4f62008efc692e3973536ace3c1e
ALTER TABLE "financial_inflows" DROP CONSTRAINT "financial_inflows_sale_id_sales_id_fk";
--> statement-breakpoint
ALTER TABLE "financial_inflows" DROP CONSTRAINT "financial_inflows_cash_movement_id_cash_movements_id_fk";
--> statement-breakpoint
ALTER TABLE "financial_outflows" DROP CONSTRAINT "financial_outflows_cash_movement_id_cash_movements_id_fk";
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_sale_id_sales_id_fk";
