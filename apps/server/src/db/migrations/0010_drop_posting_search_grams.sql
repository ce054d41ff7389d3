DROP INDEX "job_postings_search_grams_idx";--> statement-breakpoint
ALTER TABLE "job_postings" DROP COLUMN "search_grams";