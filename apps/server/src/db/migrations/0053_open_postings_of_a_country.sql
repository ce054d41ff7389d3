-- The capped count of a job search filtered by country (careers' country filter, with or without work modes or
-- employment types). It walked the open postings of every country by deadline (job_posting_search_ended_idx), testing
-- each entry's country: at bench:scale's size 6,049 entries for the 1,001 of Korea's remote postings it counts, 1.3 ms
-- of a 5.2 ms request. One country's open postings by deadline hold those 1,001 in 2,337 entries: 0.4 ms. The
-- country index (0038) stays for the country's newest first.
CREATE INDEX "job_posting_search_country_ended_idx" ON "job_posting_search" USING btree ("country","ended_at","posting_id")
  INCLUDE ("started_at", "work_modes", "employment_types");
