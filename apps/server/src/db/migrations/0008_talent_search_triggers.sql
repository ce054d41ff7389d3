-- Talents whose search document (talent_search) must be rebuilt: any change to the profile rows the document is made
-- of, or to the account's name and status, queues the talent. The application drains the queue before searching.
CREATE OR REPLACE FUNCTION talent_search_mark_dirty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO talent_search_dirty (user_id) VALUES (OLD.user_id) ON CONFLICT DO NOTHING;
    RETURN OLD;
  END IF;
  INSERT INTO talent_search_dirty (user_id) VALUES (NEW.user_id) ON CONFLICT DO NOTHING;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION talent_search_mark_user_dirty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO talent_search_dirty (user_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER talent_profiles_search_dirty AFTER INSERT OR UPDATE OR DELETE ON talent_profiles
  FOR EACH ROW EXECUTE FUNCTION talent_search_mark_dirty();
--> statement-breakpoint
CREATE TRIGGER profile_job_roles_search_dirty AFTER INSERT OR UPDATE OR DELETE ON profile_job_roles
  FOR EACH ROW EXECUTE FUNCTION talent_search_mark_dirty();
--> statement-breakpoint
CREATE TRIGGER profile_tech_stacks_search_dirty AFTER INSERT OR UPDATE OR DELETE ON profile_tech_stacks
  FOR EACH ROW EXECUTE FUNCTION talent_search_mark_dirty();
--> statement-breakpoint
CREATE TRIGGER profile_work_experiences_search_dirty AFTER INSERT OR UPDATE OR DELETE ON profile_work_experiences
  FOR EACH ROW EXECUTE FUNCTION talent_search_mark_dirty();
--> statement-breakpoint
CREATE TRIGGER users_search_dirty AFTER UPDATE OF first_name, last_name, status, role ON users
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.status IS DISTINCT FROM NEW.status OR OLD.role IS DISTINCT FROM NEW.role)
  EXECUTE FUNCTION talent_search_mark_user_dirty();
--> statement-breakpoint
INSERT INTO talent_search_dirty (user_id) SELECT user_id FROM talent_profiles ON CONFLICT DO NOTHING;
