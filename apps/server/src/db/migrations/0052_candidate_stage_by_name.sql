-- A stage of the candidate list in name order. The stage index (0049) is in applied order, so a stage by name had
-- two plans: the posting's name index testing each entry's stage (good for the largest posting, 35 entries for a
-- page of its DOCUMENT_REVIEW stage), or the stage's entries read whole and sorted (good for a posting of a few
-- applicants). The statement is prepared once per shape (decision 058), and PostgreSQL's generic plan, which does not
-- know how large the posting is, chose the second: 8,007 entries read and sorted, 5.5-8.6 ms a request against 1.0-1.4
-- (plus 1 ms of planning) for the first. With this index one stage's entries are in name order in either direction,
-- so both plans read just the page.
CREATE INDEX "applications_posting_status_name_idx" ON "applications" USING btree ("posting_id","status","applicant_first_name","applicant_last_name","id")
  INCLUDE ("anonymized_at");
