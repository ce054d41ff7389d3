-- A concept's talents by experience (decision 066). A search for one known word sorted by experience walked the
-- documents' experience index and tested each entry's concepts: for `backend`, which half the talents have, 2,002
-- entries for the 1,001 of the capped count, 204 buffers and 2.2 ms of the statement at 100,000 talents, the costliest
-- talent search in bench:scale. The concept's own list in that order holds only its talents: the capped count is the
-- first 1,001 entries, 9 buffers, 0.1 ms. Country and years are included so the list's filters stay index-only.
CREATE INDEX "talent_concepts_experience_idx" ON "talent_concepts" USING btree ("concept","total_years" DESC NULLS LAST,"user_id" DESC NULLS LAST)
  INCLUDE ("in_title","country");
