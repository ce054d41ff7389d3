ALTER TABLE "applications" ADD COLUMN "applicant_first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "applicant_last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "applications" a SET "applicant_first_name" = u.first_name, "applicant_last_name" = u.last_name
  FROM "users" u WHERE u.id = a.user_id;--> statement-breakpoint
CREATE INDEX "applications_posting_name_idx" ON "applications" USING btree ("posting_id","applicant_first_name","applicant_last_name","id");;--> statement-breakpoint
-- The applicant's names live on each application for the candidate list's sort and name filter: copied on insert, and
-- changed with the user's names in the same transaction, whatever code path changes them.
CREATE FUNCTION applications_take_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT first_name, last_name INTO NEW.applicant_first_name, NEW.applicant_last_name
    FROM users WHERE id = NEW.user_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER applications_take_names BEFORE INSERT OR UPDATE OF user_id ON applications
  FOR EACH ROW EXECUTE FUNCTION applications_take_names();--> statement-breakpoint
CREATE FUNCTION users_share_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE applications SET applicant_first_name = NEW.first_name, applicant_last_name = NEW.last_name
    WHERE user_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_share_names AFTER UPDATE OF first_name, last_name ON users
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION users_share_names();