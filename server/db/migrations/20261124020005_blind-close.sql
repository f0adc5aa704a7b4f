-- sha256: a58600b5359afd95a4c78de9a66076b8ce415a3f23a7e9c7cdbc9f6aa2637162
ALTER TABLE "cash_movements" ADD COLUMN "counted_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blind_close" boolean DEFAULT false NOT NULL;
