DROP INDEX "job_postings_open_started_idx";--> statement-breakpoint
DROP INDEX "job_postings_open_ended_idx";--> statement-breakpoint
DROP INDEX "job_postings_open_salary_idx";--> statement-breakpoint
DROP INDEX "job_postings_open_salary_min_idx";--> statement-breakpoint
DROP INDEX "job_postings_open_country_idx";--> statement-breakpoint
DROP INDEX "job_postings_open_org_idx";--> statement-breakpoint
DROP INDEX "job_postings_search_trgm_idx";--> statement-breakpoint
DROP INDEX "job_postings_search_vector_idx";--> statement-breakpoint
DROP INDEX "job_postings_concepts_idx";--> statement-breakpoint
DROP INDEX "job_postings_employment_types_idx";--> statement-breakpoint
DROP INDEX "job_postings_work_modes_idx";--> statement-breakpoint
DROP INDEX "job_postings_role_categories_idx";--> statement-breakpoint
DROP INDEX "job_postings_skill_categories_idx";--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "organization_approved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "job_postings" p SET "organization_approved" = true FROM "organizations" o
  WHERE o.id = p.organization_id AND o.verification_status = 'APPROVED';--> statement-breakpoint
CREATE INDEX "job_postings_open_started_idx" ON "job_postings" USING btree ("started_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'VISIBLE' and organization_approved;--> statement-breakpoint
CREATE INDEX "job_postings_open_ended_idx" ON "job_postings" USING btree ("ended_at","id") WHERE status = 'VISIBLE' and organization_approved;--> statement-breakpoint
CREATE INDEX "job_postings_open_salary_idx" ON "job_postings" USING btree ("salary_max_krw" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'VISIBLE' and organization_approved;--> statement-breakpoint
CREATE INDEX "job_postings_open_salary_min_idx" ON "job_postings" USING btree ("salary_min_krw") WHERE status = 'VISIBLE' and organization_approved;--> statement-breakpoint
CREATE INDEX "job_postings_open_country_idx" ON "job_postings" USING btree ("country","started_at" DESC NULLS LAST) WHERE status = 'VISIBLE' and organization_approved;--> statement-breakpoint
CREATE INDEX "job_postings_open_org_idx" ON "job_postings" USING btree ("organization_id","started_at" DESC NULLS LAST) WHERE status = 'VISIBLE' and organization_approved;--> statement-breakpoint
CREATE INDEX "job_postings_search_trgm_idx" ON "job_postings" USING gin ("search_text" gin_trgm_ops) WHERE status = 'VISIBLE' and organization_approved;--> statement-breakpoint
CREATE INDEX "job_postings_search_vector_idx" ON "job_postings" USING gin ("search_vector") WHERE status = 'VISIBLE' and organization_approved;--> statement-breakpoint
CREATE INDEX "job_postings_concepts_idx" ON "job_postings" USING gin ("concepts") WHERE status = 'VISIBLE' and organization_approved;--> statement-breakpoint
CREATE INDEX "job_postings_employment_types_idx" ON "job_postings" USING gin ("employment_types") WHERE status = 'VISIBLE' and organization_approved;--> statement-breakpoint
CREATE INDEX "job_postings_work_modes_idx" ON "job_postings" USING gin ("work_modes") WHERE status = 'VISIBLE' and organization_approved;--> statement-breakpoint
CREATE INDEX "job_postings_role_categories_idx" ON "job_postings" USING gin ("job_role_category_ids") WHERE status = 'VISIBLE' and organization_approved;--> statement-breakpoint
CREATE INDEX "job_postings_skill_categories_idx" ON "job_postings" USING gin ("skill_category_ids") WHERE status = 'VISIBLE' and organization_approved;--> statement-breakpoint
-- Each posting carries its organization's approval (decision 024): set on insert, and changed with the organization's
-- status in the same transaction, whatever code path changes it.
CREATE FUNCTION job_postings_take_approval() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.organization_approved := EXISTS (
    SELECT 1 FROM organizations WHERE id = NEW.organization_id AND verification_status = 'APPROVED');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER job_postings_take_approval BEFORE INSERT OR UPDATE OF organization_id ON job_postings
  FOR EACH ROW EXECUTE FUNCTION job_postings_take_approval();--> statement-breakpoint
CREATE FUNCTION organizations_share_approval() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE job_postings SET organization_approved = (NEW.verification_status = 'APPROVED')
    WHERE organization_id = NEW.id AND organization_approved IS DISTINCT FROM (NEW.verification_status = 'APPROVED');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER organizations_share_approval AFTER UPDATE OF verification_status ON organizations
  FOR EACH ROW WHEN (OLD.verification_status IS DISTINCT FROM NEW.verification_status)
  EXECUTE FUNCTION organizations_share_approval();
