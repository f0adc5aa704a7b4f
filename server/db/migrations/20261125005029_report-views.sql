-- sha256: c2c2ea1fba836b71177462acb413b39f81c255bcc84642c56130c6a53dddfb89
CREATE TABLE "report_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"dataset" text NOT NULL,
	"group_by" jsonb NOT NULL,
	"measures" jsonb NOT NULL,
	"filters" jsonb NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_views" ADD CONSTRAINT "report_views_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "report_views" ADD CONSTRAINT "report_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "report_views_name_unique" ON "report_views" USING btree ("user_id",lower("name"));
--> statement-breakpoint
CREATE INDEX "report_views_tenant_idx" ON "report_views" USING btree ("multi_store_id");
