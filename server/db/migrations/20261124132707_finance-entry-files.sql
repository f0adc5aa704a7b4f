-- sha256: 066ba44f93bda0a00d1869391ff1445c80872f16637f49b4919b48ea601fdac2
CREATE TABLE "financial_entry_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "financial_entry_files" ADD CONSTRAINT "financial_entry_files_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "financial_entry_files" ADD CONSTRAINT "financial_entry_files_entry_id_financial_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."financial_entries"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "financial_entry_files" ADD CONSTRAINT "financial_entry_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "financial_entry_files_entry_idx" ON "financial_entry_files" USING btree ("entry_id");
