-- sha256: 704adb6e2bb4405bbf6f454582412f311e60abfe66d3ead35112edc9654527b1
CREATE INDEX "login_attempts_address_idx" ON "login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_per_network_unique" ON "users" USING btree ("multi_store_id",lower("email"));