-- Structured job offers (decision 037): pay, start date and an expiry, optionally held for the owner's approval.
-- One open offer (waiting for approval or for the talent) per application; the sweeper finds due offers through a
-- partial index on the expiry of sent ones.
ALTER TABLE "organizations" ADD COLUMN "offers_need_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "job_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"status" text NOT NULL,
	"salary_amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"period" text NOT NULL,
	"start_date" date NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"message" text NOT NULL,
	"email_noti_flag" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"return_note" text,
	"sent_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_offers_status_check" CHECK ("status" in ('PENDING_APPROVAL', 'RETURNED', 'SENT', 'ACCEPTED', 'DECLINED', 'EXPIRED', 'CANCELLED')),
	CONSTRAINT "job_offers_currency_check" CHECK ("currency" in ('USD', 'KRW')),
	CONSTRAINT "job_offers_period_check" CHECK ("period" in ('YEAR', 'MONTH', 'HOUR')),
	CONSTRAINT "job_offers_amount_check" CHECK ("salary_amount" > 0)
);--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_offers_application_idx" ON "job_offers" USING btree ("application_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_offers_open_key" ON "job_offers" USING btree ("application_id") WHERE "status" in ('PENDING_APPROVAL', 'SENT');--> statement-breakpoint
CREATE INDEX "job_offers_due_idx" ON "job_offers" USING btree ("expires_at") WHERE "status" = 'SENT';--> statement-breakpoint
CREATE INDEX "job_offers_approval_idx" ON "job_offers" USING btree ("organization_id","created_at") WHERE "status" = 'PENDING_APPROVAL';--> statement-breakpoint
-- Recruiting analytics read every move of a period's applications: with the states in the index, the history comes
-- from the index alone (bench/analytics.mjs).
DROP INDEX "application_events_application_idx";--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","created_at","id")
  INCLUDE ("from_status","to_status");--> statement-breakpoint
-- Hires of a period without reading every application of the organization's postings.
CREATE INDEX "applications_posting_hired_idx" ON "applications" USING btree ("posting_id","hired_at") WHERE "hired_at" IS NOT NULL;
