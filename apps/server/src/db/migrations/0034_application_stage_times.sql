-- Recruiting analytics read what each application did without replaying its history (decision 041).
-- 1. The furthest funnel stage an application reached, on its row and in the index of a posting's applications by
--    applied date, so the funnel is an index-only count per posting instead of a max over every event.
ALTER TABLE "applications" ADD COLUMN "furthest_stage" text DEFAULT 'APPLIED' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_furthest_stage_check" CHECK ("furthest_stage" in
  ('APPLIED', 'DOCUMENT_REVIEW', 'INTERVIEW_PROPOSED', 'INTERVIEW_SCHEDULED', 'OFFERED', 'OFFER_ACCEPTED', 'HIRED'));--> statement-breakpoint
-- 2. One row per stint of an application in a stage: entered by a move that changed the state, left by the next one.
--    The application's applied date and whether it is withdrawn are copied so the period's stints are read from one
--    index without joining the applications (transitionApplication keeps them in step); the seconds it lasted are
--    stored so the median sorts integers in index order, per stage, without a sort of the period.
CREATE TABLE "application_stage_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL REFERENCES "applications"("id") ON DELETE cascade,
	"organization_id" integer NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"posting_id" integer NOT NULL REFERENCES "job_postings"("id") ON DELETE cascade,
	"stage" text NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	"applied_at" timestamp with time zone NOT NULL,
	"withdrawn" boolean DEFAULT false NOT NULL,
	"seconds" integer GENERATED ALWAYS AS (extract(epoch from "left_at" - "entered_at")::integer) STORED,
	CONSTRAINT "application_stage_times_order_check" CHECK ("left_at" IS NULL OR "left_at" >= "entered_at")
);--> statement-breakpoint
CREATE INDEX "application_stage_times_application_idx" ON "application_stage_times" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_stage_times_open_key" ON "application_stage_times" USING btree ("application_id")
  WHERE "left_at" IS NULL;--> statement-breakpoint
CREATE INDEX "application_stage_times_org_idx" ON "application_stage_times" USING btree
  ("organization_id","stage","applied_at") INCLUDE ("seconds") WHERE "left_at" IS NOT NULL AND NOT "withdrawn";--> statement-breakpoint
CREATE INDEX "application_stage_times_posting_idx" ON "application_stage_times" USING btree
  ("posting_id","stage","applied_at") INCLUDE ("seconds") WHERE "left_at" IS NOT NULL AND NOT "withdrawn";--> statement-breakpoint
-- Backfill: the stints from each application's moves (note-only events do not end a stage)…
INSERT INTO "application_stage_times"
  ("application_id", "organization_id", "posting_id", "stage", "entered_at", "left_at", "applied_at", "withdrawn")
SELECT m.application_id, p.organization_id, a.posting_id, m.to_status, m.created_at, m.left_at, a.applied_at,
  a.status = 'WITHDRAWN'
FROM (
  SELECT e.application_id, e.to_status, e.created_at,
    lead(e.created_at) OVER (PARTITION BY e.application_id ORDER BY e.created_at, e.id) AS left_at
  FROM "application_events" e WHERE e.from_status IS DISTINCT FROM e.to_status
) m JOIN "applications" a ON a.id = m.application_id JOIN "job_postings" p ON p.id = a.posting_id;--> statement-breakpoint
-- …and the furthest stage from the same moves.
UPDATE "applications" a SET "furthest_stage" = f.stage
FROM (
  SELECT e.application_id, (array['APPLIED','DOCUMENT_REVIEW','INTERVIEW_PROPOSED','INTERVIEW_SCHEDULED','OFFERED',
      'OFFER_ACCEPTED','HIRED'])[max(array_position(array['APPLIED','DOCUMENT_REVIEW','INTERVIEW_PROPOSED',
      'INTERVIEW_SCHEDULED','OFFERED','OFFER_ACCEPTED','HIRED'], e.to_status))] AS stage
  FROM "application_events" e
  GROUP BY e.application_id
  HAVING max(array_position(array['APPLIED','DOCUMENT_REVIEW','INTERVIEW_PROPOSED','INTERVIEW_SCHEDULED','OFFERED',
      'OFFER_ACCEPTED','HIRED'], e.to_status)) > 1
) f WHERE a.id = f.application_id;--> statement-breakpoint
-- 3. The indexes the report reads: the funnel's stage beside the state, the hire's applied date beside the hire.
DROP INDEX "applications_posting_applied_idx";--> statement-breakpoint
CREATE INDEX "applications_posting_applied_idx" ON "applications" USING btree ("posting_id","applied_at","id")
  INCLUDE ("status","applicant_first_name","applicant_last_name","furthest_stage");--> statement-breakpoint
DROP INDEX "applications_posting_hired_idx";--> statement-breakpoint
CREATE INDEX "applications_posting_hired_idx" ON "applications" USING btree ("posting_id","hired_at")
  INCLUDE ("applied_at") WHERE "hired_at" IS NOT NULL;
