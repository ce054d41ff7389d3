-- Keyword-less job lists from their order index alone (decision 056). A list without a keyword counts its first
-- SEARCH_COUNT_CAP + 1 matches and walks its order for the page; both read search rows (~1 KB each, the text inline)
-- only to test the dates and filters, so a count of 1,001 read a thousand pages or more. The order indexes now carry
-- what those tests read: the date index every filter (the planner walks it for counts, whatever the filters), the
-- deadline and salary indexes the dates and the most used filters.
CREATE INDEX "job_posting_search_started_cover_idx" ON "job_posting_search" ("started_at" DESC NULLS LAST, "posting_id" DESC NULLS LAST)
  INCLUDE ("ended_at", "country", "work_modes", "employment_types", "salary_type", "experience_level",
    "experience_min_years", "experience_max_years", "salary_min_krw", "salary_max_krw", "organization_id",
    "job_role_category_ids", "skill_category_ids");--> statement-breakpoint
DROP INDEX "job_posting_search_started_idx";--> statement-breakpoint
ALTER INDEX "job_posting_search_started_cover_idx" RENAME TO "job_posting_search_started_idx";--> statement-breakpoint
CREATE INDEX "job_posting_search_ended_cover_idx" ON "job_posting_search" ("ended_at", "posting_id")
  INCLUDE ("started_at", "country", "work_modes", "employment_types");--> statement-breakpoint
DROP INDEX "job_posting_search_ended_idx";--> statement-breakpoint
ALTER INDEX "job_posting_search_ended_cover_idx" RENAME TO "job_posting_search_ended_idx";--> statement-breakpoint
CREATE INDEX "job_posting_search_salary_cover_idx" ON "job_posting_search" ("salary_max_krw" DESC NULLS LAST, "posting_id" DESC NULLS LAST)
  INCLUDE ("started_at", "ended_at", "country", "work_modes", "employment_types");--> statement-breakpoint
DROP INDEX "job_posting_search_salary_idx";--> statement-breakpoint
ALTER INDEX "job_posting_search_salary_cover_idx" RENAME TO "job_posting_search_salary_idx";
