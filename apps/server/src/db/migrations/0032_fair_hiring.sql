-- Fair Hiring Procedure Act duties on by default (decision 039): stated schedule dates and a document-retention window
-- on postings, a delay grace period per organization, what each application was told, and talents' requests for their
-- documents back.
ALTER TABLE "job_postings" ADD COLUMN "documents_by" date;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "interviews_by" date;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "result_by" date;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "document_retention_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_retention_days_check" CHECK ("document_retention_days" BETWEEN 14 AND 180);--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "forbidden_questions_acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "forbidden_questions_acknowledged_by" integer REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "delay_grace_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_delay_grace_days_check" CHECK ("delay_grace_days" BETWEEN 0 AND 60);--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "delay_notified_for" date;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
-- The delay job reads open applications of postings with stated dates; the retention job decided, not yet anonymous ones.
CREATE INDEX "applications_open_status_idx" ON "applications" USING btree ("status","posting_id") WHERE "status" IN ('APPLIED','DOCUMENT_REVIEW','INTERVIEW_PROPOSED','INTERVIEW_SCHEDULED');--> statement-breakpoint
CREATE INDEX "applications_retention_idx" ON "applications" USING btree ("decided_at") WHERE "anonymized_at" IS NULL AND "decided_at" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "document_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
	"organization_id" integer NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	CONSTRAINT "document_requests_kind_check" CHECK ("kind" IN ('RETURN','DELETE'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "document_requests_application_key" ON "document_requests" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "document_requests_org_open_idx" ON "document_requests" USING btree ("organization_id","due_at") WHERE "confirmed_at" IS NULL;
--> statement-breakpoint
-- An anonymous application keeps no names: a later change of the user's names must not copy them back (see 0024).
CREATE OR REPLACE FUNCTION users_share_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE applications SET applicant_first_name = NEW.first_name, applicant_last_name = NEW.last_name
    WHERE user_id = NEW.id AND anonymized_at IS NULL;
  RETURN NULL;
END $$;
