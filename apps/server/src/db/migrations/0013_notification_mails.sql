CREATE TABLE "service_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_en" text NOT NULL,
	"title_ko" text NOT NULL,
	"body_en" text NOT NULL,
	"body_ko" text NOT NULL,
	"audience" text NOT NULL,
	"created_by" integer,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"mail_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "match_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_notices" ADD CONSTRAINT "service_notices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_notices_created_idx" ON "service_notices" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Postings already shown before this release are not announced again.
UPDATE "job_postings" SET "match_notified_at" = "updated_at" WHERE "status" <> 'HIDDEN';
