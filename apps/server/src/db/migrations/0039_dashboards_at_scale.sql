-- Dashboards at scale (decision 046).
-- The latest change of any posting, one probe: a talent's kept recommendations are ranked again after it moves.
CREATE INDEX "job_postings_updated_idx" ON "job_postings" USING btree ("updated_at");--> statement-breakpoint
-- Postings per organization and status, kept by a trigger in the same transaction as every insert, delete and change
-- of status (whatever code path makes it), so the company's postings list counts without reading its postings.
CREATE TABLE "organization_posting_counts" (
	"organization_id" integer NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"status" text NOT NULL,
	"posting_count" integer NOT NULL,
	CONSTRAINT "organization_posting_counts_pkey" PRIMARY KEY ("organization_id", "status")
);--> statement-breakpoint
INSERT INTO "organization_posting_counts" ("organization_id", "status", "posting_count")
  SELECT "organization_id", "status", count(*) FROM "job_postings" GROUP BY 1, 2;--> statement-breakpoint
CREATE FUNCTION job_postings_count_by_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE organization_posting_counts SET posting_count = posting_count - 1
      WHERE organization_id = OLD.organization_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO organization_posting_counts (organization_id, status, posting_count)
      VALUES (NEW.organization_id, NEW.status, 1)
      ON CONFLICT (organization_id, status)
      DO UPDATE SET posting_count = organization_posting_counts.posting_count + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER job_postings_count_insert_delete AFTER INSERT OR DELETE ON job_postings
  FOR EACH ROW EXECUTE FUNCTION job_postings_count_by_status();--> statement-breakpoint
-- An update counts only when the organization or the status really changed (counters and edits leave it alone).
CREATE TRIGGER job_postings_count_status AFTER UPDATE OF organization_id, status ON job_postings
  FOR EACH ROW WHEN (OLD.organization_id IS DISTINCT FROM NEW.organization_id OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION job_postings_count_by_status();
