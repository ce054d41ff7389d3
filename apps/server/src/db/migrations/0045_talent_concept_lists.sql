-- Per-concept lists of listed talents in best-match order (decision 059), the talents' counterpart of the postings'
-- concept lists (0041). A search for one known word (`backend`, `백엔드`) walked the search table's best-match index
-- and tested each document's concepts: half the talents have `backend`, so the capped count read ~2,000 documents of
-- ~1.9 KB (their text and grams are inline), 2,000 buffers and 7.7 ms. Here each (concept, listed talent) is one entry
-- in the order best match walks, with whether the concept is one of the talent's job roles, so that walk reads only
-- its own entries from the index alone (10 buffers, 1.1 ms).
CREATE TABLE "talent_concepts" (
	"concept" text NOT NULL,
	"match_boost" smallint NOT NULL,
	"profile_updated_at" timestamp with time zone NOT NULL,
	"user_id" integer NOT NULL,
	"in_title" boolean NOT NULL
);--> statement-breakpoint
INSERT INTO "talent_concepts"
  SELECT DISTINCT c, s."match_boost", s."profile_updated_at", s."user_id", c = ANY (s."title_concepts")
  FROM "talent_search" s, unnest(s."concepts") c WHERE s."is_listed";--> statement-breakpoint
-- The best-match order of talent_search_best_idx within each concept. No foreign key: entries are deleted by this
-- key (the old row's concepts and order), which needs no index on user_id.
CREATE UNIQUE INDEX "talent_concepts_walk_idx" ON "talent_concepts" USING btree ("concept", "match_boost" DESC NULLS LAST,
  "profile_updated_at" DESC NULLS LAST, "user_id" DESC NULLS LAST) INCLUDE ("in_title");--> statement-breakpoint
ANALYZE "talent_concepts";--> statement-breakpoint
-- Kept from talent_search in the same statement as every change of it: the rebuild of a document (an upsert), a
-- talent unlisted, a deleted account (the search row's foreign key cascades) and bulk loads. Per statement, with
-- transition tables, so a load of 100,000 documents writes its entries in one insert rather than one per row; only
-- rows whose listing, concepts or order changed are touched (a rebuild that changes nothing else rewrites the row).
CREATE FUNCTION talent_search_sync_concepts() RETURNS trigger LANGUAGE plpgsql AS $$
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
          AND (n.is_listed, n.concepts, n.title_concepts, n.match_boost, n.profile_updated_at)
            IS NOT DISTINCT FROM (o.is_listed, o.concepts, o.title_concepts, o.match_boost, o.profile_updated_at));
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO talent_concepts
      SELECT DISTINCT c, n.match_boost, n.profile_updated_at, n.user_id, c = ANY (n.title_concepts)
      FROM new_rows n, unnest(n.concepts) c WHERE n.is_listed;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO talent_concepts
      SELECT DISTINCT c, n.match_boost, n.profile_updated_at, n.user_id, c = ANY (n.title_concepts)
      FROM new_rows n, unnest(n.concepts) c WHERE n.is_listed AND NOT EXISTS (SELECT 1 FROM old_rows o
        WHERE o.user_id = n.user_id AND (n.is_listed, n.concepts, n.title_concepts, n.match_boost, n.profile_updated_at)
          IS NOT DISTINCT FROM (o.is_listed, o.concepts, o.title_concepts, o.match_boost, o.profile_updated_at));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER talent_search_sync_concepts_insert AFTER INSERT ON talent_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION talent_search_sync_concepts();--> statement-breakpoint
CREATE TRIGGER talent_search_sync_concepts_delete AFTER DELETE ON talent_search
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION talent_search_sync_concepts();--> statement-breakpoint
CREATE TRIGGER talent_search_sync_concepts_update AFTER UPDATE ON talent_search
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION talent_search_sync_concepts();
