-- sha256: e1271abc9732351d9531c6f783fb07863dbee81592e6f78bc7dd11b874a5b761
CREATE TABLE "pos_tabs" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"products_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_store_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pos_tabs" ADD CONSTRAINT "pos_tabs_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_multi_store_id_multi_stores_id_fk" FOREIGN KEY ("multi_store_id") REFERENCES "public"."multi_stores"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "pos_tabs_network_idx" ON "pos_tabs" USING btree ("multi_store_id","position");
--> statement-breakpoint
CREATE INDEX "images_network_idx" ON "images" USING btree ("multi_store_id");
