-- The narrow search table of listed postings (decision 045). A ranked keyword search walks the date order testing
-- postings until it has the newest matches; posting rows are ~2.8 KB with a TOASTed gram vector, so such walks read a
-- page (or three) per posting. This table keeps only what the search filters, ranks and sorts on, for listed postings
-- only (VISIBLE, approved organization), written by triggers in the same transaction as every posting change.
CREATE TABLE "job_posting_search" (
	"posting_id" integer PRIMARY KEY NOT NULL REFERENCES "job_postings"("id") ON DELETE cascade,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"salary_max_krw" bigint,
	"salary_min_krw" bigint,
	"organization_id" integer NOT NULL,
	"country" text NOT NULL,
	"salary_type" text NOT NULL,
	"experience_level" text NOT NULL,
	"experience_min_years" integer,
	"experience_max_years" integer,
	"employment_types" text[] NOT NULL,
	"work_modes" text[] NOT NULL,
	"job_role_category_ids" integer[] NOT NULL,
	"skill_category_ids" integer[] NOT NULL,
	"concepts" text[] NOT NULL,
	"title_concepts" text[] NOT NULL,
	"title" text NOT NULL,
	"search_text" text NOT NULL,
	"search_vector" "tsvector" NOT NULL
) WITH (toast_tuple_target = 1024);--> statement-breakpoint
-- Walks read what they test inline: the gram vector (only its GIN index reads it) goes out of line uncompressed, the
-- rest stays in the row (MAIN: compressed before it would ever be moved out). Drizzle cannot declare storage.
ALTER TABLE "job_posting_search" ALTER COLUMN "search_vector" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "job_posting_search" ALTER COLUMN "search_text" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "job_posting_search" ALTER COLUMN "title" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "job_posting_search" ALTER COLUMN "concepts" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "job_posting_search" ALTER COLUMN "title_concepts" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "job_posting_search" ALTER COLUMN "employment_types" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "job_posting_search" ALTER COLUMN "work_modes" SET STORAGE MAIN;--> statement-breakpoint
-- Written in date order, as postings arrive, so the heap follows the walk's order.
INSERT INTO "job_posting_search" SELECT "id", "started_at", "ended_at", "salary_max_krw", "salary_min_krw",
    "organization_id", "country", "salary_type", "experience_level", "experience_min_years", "experience_max_years",
    "employment_types", "work_modes", "job_role_category_ids", "skill_category_ids", "concepts", "title_concepts",
    "title", "search_text", "search_vector"
  FROM "job_postings" WHERE "status" = 'VISIBLE' AND "organization_approved" ORDER BY "started_at", "id";--> statement-breakpoint
CREATE INDEX "job_posting_search_started_idx" ON "job_posting_search" USING btree ("started_at" DESC NULLS LAST,"posting_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_posting_search_ended_idx" ON "job_posting_search" USING btree ("ended_at","posting_id");--> statement-breakpoint
CREATE INDEX "job_posting_search_salary_idx" ON "job_posting_search" USING btree ("salary_max_krw" DESC NULLS LAST,"posting_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_posting_search_salary_min_idx" ON "job_posting_search" USING btree ("salary_min_krw");--> statement-breakpoint
CREATE INDEX "job_posting_search_country_idx" ON "job_posting_search" USING btree ("country","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_posting_search_org_idx" ON "job_posting_search" USING btree ("organization_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_posting_search_trgm_idx" ON "job_posting_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_posting_search_vector_idx" ON "job_posting_search" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "job_posting_search_concepts_idx" ON "job_posting_search" USING gin ("concepts");--> statement-breakpoint
CREATE INDEX "job_posting_search_employment_types_idx" ON "job_posting_search" USING gin ("employment_types");--> statement-breakpoint
CREATE INDEX "job_posting_search_work_modes_idx" ON "job_posting_search" USING gin ("work_modes");--> statement-breakpoint
CREATE INDEX "job_posting_search_role_categories_idx" ON "job_posting_search" USING gin ("job_role_category_ids");--> statement-breakpoint
CREATE INDEX "job_posting_search_skill_categories_idx" ON "job_posting_search" USING gin ("skill_category_ids");--> statement-breakpoint
-- Indexes of job_postings that only the talent's search used (it reads the table above now).
DROP INDEX "job_postings_open_ended_idx";--> statement-breakpoint
DROP INDEX "job_postings_open_salary_idx";--> statement-breakpoint
DROP INDEX "job_postings_open_salary_min_idx";--> statement-breakpoint
DROP INDEX "job_postings_open_country_idx";--> statement-breakpoint
DROP INDEX "job_postings_search_trgm_idx";--> statement-breakpoint
DROP INDEX "job_postings_search_vector_idx";--> statement-breakpoint
DROP INDEX "job_postings_employment_types_idx";--> statement-breakpoint
DROP INDEX "job_postings_work_modes_idx";--> statement-breakpoint
-- Statistics now: without them the planner takes the new table for empty and scans it whole until autovacuum runs.
ANALYZE "job_posting_search";--> statement-breakpoint
-- A listed posting has its row, with its current values; any other has none. Triggers rather than service code (as
-- the approval copy of 0023): inserts, edits, status changes, an organization's approval (which updates its
-- postings' flag) and the bench's bulk copies all pass here. Deleting a posting deletes its row (foreign key).
CREATE FUNCTION job_postings_sync_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'VISIBLE' AND NEW.organization_approved THEN
    INSERT INTO job_posting_search VALUES (NEW.id, NEW.started_at, NEW.ended_at, NEW.salary_max_krw,
      NEW.salary_min_krw, NEW.organization_id, NEW.country, NEW.salary_type, NEW.experience_level,
      NEW.experience_min_years, NEW.experience_max_years, NEW.employment_types, NEW.work_modes,
      NEW.job_role_category_ids, NEW.skill_category_ids, NEW.concepts, NEW.title_concepts, NEW.title,
      NEW.search_text, NEW.search_vector)
    ON CONFLICT (posting_id) DO UPDATE SET started_at = EXCLUDED.started_at, ended_at = EXCLUDED.ended_at,
      salary_max_krw = EXCLUDED.salary_max_krw, salary_min_krw = EXCLUDED.salary_min_krw,
      organization_id = EXCLUDED.organization_id, country = EXCLUDED.country, salary_type = EXCLUDED.salary_type,
      experience_level = EXCLUDED.experience_level, experience_min_years = EXCLUDED.experience_min_years,
      experience_max_years = EXCLUDED.experience_max_years, employment_types = EXCLUDED.employment_types,
      work_modes = EXCLUDED.work_modes, job_role_category_ids = EXCLUDED.job_role_category_ids,
      skill_category_ids = EXCLUDED.skill_category_ids, concepts = EXCLUDED.concepts,
      title_concepts = EXCLUDED.title_concepts, title = EXCLUDED.title, search_text = EXCLUDED.search_text,
      search_vector = EXCLUDED.search_vector;
  ELSE
    DELETE FROM job_posting_search WHERE posting_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER job_postings_sync_search_insert AFTER INSERT ON job_postings
  FOR EACH ROW EXECUTE FUNCTION job_postings_sync_search();--> statement-breakpoint
-- Only changes of what the search reads: views and applicant counts change postings far more often.
CREATE TRIGGER job_postings_sync_search_update AFTER UPDATE ON job_postings
  FOR EACH ROW WHEN ((OLD.status, OLD.organization_approved, OLD.started_at, OLD.ended_at, OLD.salary_max_krw,
    OLD.salary_min_krw, OLD.organization_id, OLD.country, OLD.salary_type, OLD.experience_level,
    OLD.experience_min_years, OLD.experience_max_years, OLD.employment_types, OLD.work_modes,
    OLD.job_role_category_ids, OLD.skill_category_ids, OLD.concepts, OLD.title_concepts, OLD.title, OLD.search_text,
    OLD.search_vector) IS DISTINCT FROM (NEW.status, NEW.organization_approved, NEW.started_at, NEW.ended_at,
    NEW.salary_max_krw, NEW.salary_min_krw, NEW.organization_id, NEW.country, NEW.salary_type, NEW.experience_level,
    NEW.experience_min_years, NEW.experience_max_years, NEW.employment_types, NEW.work_modes,
    NEW.job_role_category_ids, NEW.skill_category_ids, NEW.concepts, NEW.title_concepts, NEW.title, NEW.search_text,
    NEW.search_vector))
  EXECUTE FUNCTION job_postings_sync_search();
--> statement-breakpoint
-- The candidate list's walks filter out anonymized applications (decision 039); without that column in the indexes
-- every entry walked read its heap row (a name search through 96,000 applicants: 16,000 rows, 38 ms). With it the
-- walk is an index-only scan (11 ms; 2 ms with LIKE for names without case, see hiring.queries.ts).
DROP INDEX "applications_posting_applied_idx";--> statement-breakpoint
CREATE INDEX "applications_posting_applied_idx" ON "applications" USING btree ("posting_id","applied_at","id")
  INCLUDE ("status","applicant_first_name","applicant_last_name","furthest_stage","anonymized_at");--> statement-breakpoint
DROP INDEX "applications_posting_name_idx";--> statement-breakpoint
CREATE INDEX "applications_posting_name_idx" ON "applications" USING btree
  ("posting_id","applicant_first_name","applicant_last_name","id") INCLUDE ("status","anonymized_at");
