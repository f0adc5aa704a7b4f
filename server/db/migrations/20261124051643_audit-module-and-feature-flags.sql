-- sha256: 551604d110170fd0ffea9ca10817fb65646654844a374cd32ba5609aa38eeb0f
ALTER TABLE "multi_stores" ADD COLUMN "new_features" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "multi_stores" ADD COLUMN "homologation_partner" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "user_logs" ADD COLUMN "module" text DEFAULT '' NOT NULL;
