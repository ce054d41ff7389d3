-- A posting written unlisted (hidden, deleted, or of an organization not yet approved) has no search row to delete:
-- 0038 deleted one anyway, by key. Besides the wasted probe, that DELETE's plan is kept per connection; planned while
-- the search table was a page or two, it stays a sequential scan, and a bulk insert (the bench's 195,000 copies, 15%
-- unlisted) then scanned the growing table once per unlisted row: over 15 minutes instead of about one.
CREATE OR REPLACE FUNCTION job_postings_sync_search() RETURNS trigger LANGUAGE plpgsql AS $$
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
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM job_posting_search WHERE posting_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
