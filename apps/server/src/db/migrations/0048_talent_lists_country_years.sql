-- The talents' concept lists (0045) also hold each talent's country and total years (decision 059, update). A search
-- for a known word with a country or a minimum of years (`backend`, KR, 3 years) walked the search documents' best-
-- match index and read ~2,000 documents of ~1.9 KB for the capped count (2,020 buffers, 4–6 ms); from the list it
-- tests both filters on the index entries alone.
DROP INDEX "talent_concepts_walk_idx";--> statement-breakpoint
ALTER TABLE "talent_concepts" ADD COLUMN "country" text, ADD COLUMN "total_years" integer NOT NULL DEFAULT 0;--> statement-breakpoint
UPDATE "talent_concepts" l SET "country" = s."country", "total_years" = s."total_years"
  FROM "talent_search" s WHERE s."user_id" = l."user_id";--> statement-breakpoint
ALTER TABLE "talent_concepts" ALTER COLUMN "total_years" DROP DEFAULT;--> statement-breakpoint
CREATE UNIQUE INDEX "talent_concepts_walk_idx" ON "talent_concepts" USING btree ("concept", "match_boost" DESC NULLS LAST,
  "profile_updated_at" DESC NULLS LAST, "user_id" DESC NULLS LAST) INCLUDE ("in_title", "country", "total_years");--> statement-breakpoint
ANALYZE "talent_concepts";--> statement-breakpoint
CREATE OR REPLACE FUNCTION talent_search_sync_concepts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each statement names only the transition tables its event has.
  IF TG_OP = 'DELETE' THEN
    DELETE FROM talent_concepts l USING old_rows o
      WHERE o.is_listed AND l.concept = ANY (o.concepts) AND l.match_boost = o.match_boost
        AND l.profile_updated_at = o.profile_updated_at AND l.user_id = o.user_id;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM talent_concepts l USING old_rows o
      WHERE o.is_listed AND l.concept = ANY (o.concepts) AND l.match_boost = o.match_boost
        AND l.profile_updated_at = o.profile_updated_at AND l.user_id = o.user_id
        AND NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.user_id = o.user_id
          AND (n.is_listed, n.concepts, n.title_concepts, n.match_boost, n.profile_updated_at, n.country, n.total_years)
            IS NOT DISTINCT FROM
            (o.is_listed, o.concepts, o.title_concepts, o.match_boost, o.profile_updated_at, o.country, o.total_years));
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO talent_concepts
      SELECT DISTINCT c, n.match_boost, n.profile_updated_at, n.user_id, c = ANY (n.title_concepts), n.country,
        n.total_years
      FROM new_rows n, unnest(n.concepts) c WHERE n.is_listed;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO talent_concepts
      SELECT DISTINCT c, n.match_boost, n.profile_updated_at, n.user_id, c = ANY (n.title_concepts), n.country,
        n.total_years
      FROM new_rows n, unnest(n.concepts) c WHERE n.is_listed AND NOT EXISTS (SELECT 1 FROM old_rows o
        WHERE o.user_id = n.user_id
          AND (n.is_listed, n.concepts, n.title_concepts, n.match_boost, n.profile_updated_at, n.country, n.total_years)
            IS NOT DISTINCT FROM
            (o.is_listed, o.concepts, o.title_concepts, o.match_boost, o.profile_updated_at, o.country, o.total_years));
  END IF;
  RETURN NULL;
END $$;
