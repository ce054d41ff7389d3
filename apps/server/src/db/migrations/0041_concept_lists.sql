-- Per-concept date-ordered lists of listed postings (decision 050). A keyword term the vocabulary knows matches its
-- concepts through the GIN index of job_posting_search, which cannot give the date order: a search past the count cap
-- walked the whole date order testing each row (`Seoul`: 9,600 rows for the capped count, 3,700 more for the 400
-- newest; `서울 핀테크`: 18,000). Here each (concept, posting) is one entry in (concept, started_at, posting_id) order
-- with the end date and whether the concept is in the title, so a walk of one concept's newest open postings reads
-- only its own entries, from the index alone.
CREATE TABLE "job_posting_concepts" (
	"concept" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"posting_id" integer NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"in_title" boolean NOT NULL,
	CONSTRAINT "job_posting_concepts_pkey" PRIMARY KEY ("concept", "started_at", "posting_id") INCLUDE ("ended_at", "in_title")
);--> statement-breakpoint
INSERT INTO "job_posting_concepts"
  SELECT DISTINCT c, s."started_at", s."posting_id", s."ended_at", c = ANY (s."title_concepts")
  FROM "job_posting_search" s, unnest(s."concepts") c
  ORDER BY 1, 2, 3;--> statement-breakpoint
ANALYZE "job_posting_concepts";--> statement-breakpoint
-- Kept from job_posting_search, itself kept by the postings' triggers (0038): every way a posting is listed, edited,
-- closed, hidden, unlisted with its organization or deleted (the search row's foreign key cascades) passes here, in
-- the same transaction. No foreign key: deleting by the primary key (the old row's concepts and date) needs no
-- index on posting_id.
CREATE FUNCTION job_posting_search_sync_concepts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM job_posting_concepts
      WHERE concept = ANY (OLD.concepts) AND started_at = OLD.started_at AND posting_id = OLD.posting_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO job_posting_concepts
      SELECT DISTINCT c, NEW.started_at, NEW.posting_id, NEW.ended_at, c = ANY (NEW.title_concepts)
      FROM unnest(NEW.concepts) c;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER job_posting_search_sync_concepts_insert AFTER INSERT ON job_posting_search
  FOR EACH ROW EXECUTE FUNCTION job_posting_search_sync_concepts();--> statement-breakpoint
CREATE TRIGGER job_posting_search_sync_concepts_delete AFTER DELETE ON job_posting_search
  FOR EACH ROW EXECUTE FUNCTION job_posting_search_sync_concepts();--> statement-breakpoint
-- Only changes of what the lists hold (the search row is rewritten for any searched field).
CREATE TRIGGER job_posting_search_sync_concepts_update AFTER UPDATE ON job_posting_search
  FOR EACH ROW WHEN ((OLD.concepts, OLD.title_concepts, OLD.started_at, OLD.ended_at)
    IS DISTINCT FROM (NEW.concepts, NEW.title_concepts, NEW.started_at, NEW.ended_at))
  EXECUTE FUNCTION job_posting_search_sync_concepts();
