-- The talent search's filtered order walks read only an index (decision 065). A search with a filter and no concept
-- list (a skill's years, a known word in another order than best match, a role, a country) walked its order's index
-- and read each entry's document to test the filter: 1,253 heap pages for the 1,001 matches of the capped count of
-- "recently updated, skill 1 for 2 years" at 100,000 talents (documents of ~3 KB, most of them out of PostgreSQL's
-- buffers): 10-11 ms. Beside each order's index, one with the tested columns (INCLUDE; drizzle-kit cannot write it):
-- an index-only scan, 1.8 ms. The narrow indexes stay for walks without a filter (the bare search, 0.8 ms; 1.6-2.0 ms
-- through the wider ones), and the planner takes whichever costs less. The text and its grams, which only a text term
-- tests, stay out (they are most of a document); the concepts only in the orders the concept lists do not walk.
CREATE INDEX "talent_search_best_filtered_idx" ON "talent_search" USING btree ("match_boost" DESC NULLS LAST,"profile_updated_at" DESC NULLS LAST,"user_id" DESC NULLS LAST)
  INCLUDE ("skill_year_keys","role_category_ids","total_years","country","job_seeking_status","is_job_offers_acceptable")
  WHERE "talent_search"."is_listed";--> statement-breakpoint
CREATE INDEX "talent_search_updated_filtered_idx" ON "talent_search" USING btree ("profile_updated_at" DESC NULLS LAST,"user_id" DESC NULLS LAST)
  INCLUDE ("concepts","title_concepts","skill_year_keys","role_category_ids","total_years","country","job_seeking_status","is_job_offers_acceptable")
  WHERE "talent_search"."is_listed";--> statement-breakpoint
CREATE INDEX "talent_search_experience_filtered_idx" ON "talent_search" USING btree ("total_years" DESC NULLS LAST,"user_id" DESC NULLS LAST)
  INCLUDE ("concepts","title_concepts","skill_year_keys","role_category_ids","country","job_seeking_status","is_job_offers_acceptable")
  WHERE "talent_search"."is_listed";
