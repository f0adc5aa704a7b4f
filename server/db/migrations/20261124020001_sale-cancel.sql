-- sha256: a79a3f7be7302b782881a0e9bf4e2f171920a5f126fbf3767285976b8ae7823b
ALTER TABLE "financial_inflows" ADD COLUMN "reversed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "canceled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "canceled_by" integer;
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "cancel_reason" text;
--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_canceled_by_users_id_fk" FOREIGN KEY ("canceled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
