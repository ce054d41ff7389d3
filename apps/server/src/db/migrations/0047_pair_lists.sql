-- Lists of the postings two searched terms share (decision 063). A search of two common terms (`서울 핀테크`: a place
-- in 6% of listed postings, a word in 15%) merges their lists (0041, 0043) until it has the count cap's 1,001
-- matches: 4,500 + 11,000 entries at 200,000 postings, where one term reads 1,001. A pair of terms searched again and
-- again gets its own list here, one entry per listed posting that has both, so its walk reads what one term's does.
-- A pair's member is a concept (the posting has it) or a text term (its search text contains it: a LIKE pattern,
-- what the words' lists answer through the dictionary); in_title as the lists say it. Pairs are only added (at most
-- a few hundred, by the server) and never removed, so an id read once stays valid.
CREATE TABLE "search_pairs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"key" text NOT NULL UNIQUE,
	"a_concept" text,
	"a_like" text,
	"b_concept" text,
	"b_like" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_pairs_a_check" CHECK (("a_concept" IS NULL) <> ("a_like" IS NULL)),
	CONSTRAINT "search_pairs_b_check" CHECK (("b_concept" IS NULL) <> ("b_like" IS NULL))
);--> statement-breakpoint
CREATE TABLE "job_posting_pairs" (
	"pair_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"posting_id" integer NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"a_in_title" boolean NOT NULL,
	"b_in_title" boolean NOT NULL,
	CONSTRAINT "job_posting_pairs_pkey" PRIMARY KEY ("pair_id", "started_at", "posting_id")
	  INCLUDE ("ended_at", "a_in_title", "b_in_title")
);--> statement-breakpoint
-- Whether a search row has a pair's member, and has it in its title: one definition for the trigger and the build.
CREATE FUNCTION search_pair_has(concept text, pattern text, concepts text[], search_text text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN concept IS NOT NULL THEN concept = ANY (concepts) ELSE search_text LIKE pattern END
$$;--> statement-breakpoint
CREATE FUNCTION search_pair_in_title(concept text, pattern text, title_concepts text[], title text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN concept IS NOT NULL THEN concept = ANY (title_concepts) ELSE lower(title) LIKE pattern END
$$;--> statement-breakpoint
-- Kept from job_posting_search like the other lists, in the same transaction as every posting change. Without pairs
-- (a bulk load, a new database) it costs one look at an empty table.
CREATE FUNCTION job_posting_search_sync_pairs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM search_pairs) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM job_posting_pairs
      WHERE pair_id IN (SELECT id FROM search_pairs) AND started_at = OLD.started_at AND posting_id = OLD.posting_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO job_posting_pairs
      SELECT p.id, NEW.started_at, NEW.posting_id, NEW.ended_at,
        search_pair_in_title(p.a_concept, p.a_like, NEW.title_concepts, NEW.title),
        search_pair_in_title(p.b_concept, p.b_like, NEW.title_concepts, NEW.title)
      FROM search_pairs p
      WHERE search_pair_has(p.a_concept, p.a_like, NEW.concepts, NEW.search_text)
        AND search_pair_has(p.b_concept, p.b_like, NEW.concepts, NEW.search_text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER job_posting_search_sync_pairs_insert AFTER INSERT ON job_posting_search
  FOR EACH ROW EXECUTE FUNCTION job_posting_search_sync_pairs();--> statement-breakpoint
CREATE TRIGGER job_posting_search_sync_pairs_delete AFTER DELETE ON job_posting_search
  FOR EACH ROW EXECUTE FUNCTION job_posting_search_sync_pairs();--> statement-breakpoint
CREATE TRIGGER job_posting_search_sync_pairs_update AFTER UPDATE ON job_posting_search
  FOR EACH ROW WHEN ((OLD.concepts, OLD.title_concepts, OLD.search_text, OLD.title, OLD.started_at, OLD.ended_at)
    IS DISTINCT FROM (NEW.concepts, NEW.title_concepts, NEW.search_text, NEW.title, NEW.started_at, NEW.ended_at))
  EXECUTE FUNCTION job_posting_search_sync_pairs();
