-- Earlier duplicates (same organization, same name ignoring case) keep their filters under a distinct name.
UPDATE "saved_talent_searches" s SET "name" = s."name" || ' (' || s."id" || ')'
WHERE EXISTS (
  SELECT 1 FROM "saved_talent_searches" o
  WHERE o."organization_id" = s."organization_id" AND lower(o."name") = lower(s."name") AND o."id" < s."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "saved_talent_searches_org_name_key" ON "saved_talent_searches" USING btree ("organization_id",lower("name"));
