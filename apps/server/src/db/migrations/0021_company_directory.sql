ALTER TABLE "organizations" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "organizations_directory_idx" ON "organizations" USING btree ("name","id") WHERE verification_status = 'APPROVED';--> statement-breakpoint
CREATE INDEX "organizations_directory_trgm_idx" ON "organizations" USING gin ("search_text" gin_trgm_ops) WHERE verification_status = 'APPROVED';--> statement-breakpoint
CREATE INDEX "organizations_directory_vector_idx" ON "organizations" USING gin ("search_vector") WHERE verification_status = 'APPROVED';