-- sha256: 9afd2789a7aa4bd68acd7ea5bdc2d50e5fae36ec30b077a1fd0fd48ba3ead7af
ALTER TABLE "payment_methods" ADD COLUMN "fee_percentage" numeric(5, 2) DEFAULT '0' NOT NULL;
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "days_to_receive" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "gives_change" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "payment_methods" SET "gives_change" = true WHERE "kind" = 'money';
--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "commission_percentage" numeric(5, 2) DEFAULT '0' NOT NULL;
--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "phone" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "email" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "notes" text DEFAULT '' NOT NULL;
