-- Per-word date-ordered lists of listed postings (decision 054), the text terms' counterpart of the concept lists
-- (0041). A term the vocabulary does not know matches the postings whose search text contains it; the trigram and
-- gram indexes find them but in no date order, so `서울 핀테크` walked place:seoul's list testing the text on ~4,500
-- search rows, and `의료` walked the search table's date order. Here every word of each listed posting's search text
-- (whitespace-separated, so a term of letters and digits is in the text exactly when it is inside one of them) has an
-- entry in (word, started_at, posting_id) order, and a dictionary of the words finds those that contain a term.
--
-- The words of a text: its whitespace-separated pieces; a piece over 128 characters is cut into 128-character pieces
-- starting every 64 (the btree key stays small, and every substring of up to 65 characters is inside one of them;
-- the search uses the lists for terms of at most 64).
CREATE FUNCTION search_words_of(t text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT substr(w, i, 128) FROM regexp_split_to_table(t, '\s+') w,
    generate_series(1, greatest(length(w) - 64, 1), 64) i
  WHERE w <> ''
$$;--> statement-breakpoint
-- A listed posting's entries: the words of its search text (in_text: it matches terms inside them) and of its
-- lowercased title (in_title: relevance ranks a term inside the title first, tested as lower(title) LIKE), together.
CREATE FUNCTION job_posting_word_entries(search_text text, title text)
  RETURNS TABLE (word text, in_text boolean, in_title boolean) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT e.word, bool_or(e.in_text), bool_or(e.in_title) FROM (
    SELECT w, true, false FROM search_words_of(search_text) w
    UNION ALL SELECT w, false, true FROM search_words_of(lower(title)) w) e(word, in_text, in_title)
  GROUP BY e.word
$$;--> statement-breakpoint
-- Every 1- to 3-character piece of a word: a term of up to 3 characters is inside a word exactly when it is one of
-- them; a longer one only when all its 3-character pieces are (then tested with LIKE).
CREATE FUNCTION search_word_grams(w text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array(SELECT DISTINCT substr(w, i, n) FROM generate_series(1, length(w)) i, generate_series(1, 3) n
    WHERE i + n - 1 <= length(w))
$$;--> statement-breakpoint
CREATE TABLE "job_posting_words" (
	"word" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"posting_id" integer NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"in_text" boolean NOT NULL,
	"in_title" boolean NOT NULL,
	CONSTRAINT "job_posting_words_pkey" PRIMARY KEY ("word", "started_at", "posting_id") INCLUDE ("ended_at", "in_text", "in_title")
);--> statement-breakpoint
-- The dictionary: every word that ever had an entry (a word whose postings are gone keeps its empty list).
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"grams" text[] NOT NULL
);--> statement-breakpoint
-- Written directly (fastupdate off): new words are few once filled, and a pending list would be read by every lookup
-- (autovacuum may be off, as on the bench's cluster).
CREATE INDEX "search_words_grams_idx" ON "search_words" USING gin ("grams") WITH (fastupdate = off);--> statement-breakpoint
-- The planner's and the search's idea of how common each word is (the 100 most common values would miss most).
ALTER TABLE "job_posting_words" ALTER COLUMN "word" SET STATISTICS 1000;--> statement-breakpoint
-- Fills both from the search table (the migration, and bulk loads that drop the lists' key: bench/lib/postings-data).
CREATE FUNCTION job_posting_words_fill() RETURNS void LANGUAGE sql AS $$
  INSERT INTO job_posting_words
    SELECT e.word, s.started_at, s.posting_id, s.ended_at, e.in_text, e.in_title
    FROM job_posting_search s, job_posting_word_entries(s.search_text, s.title) e
    ORDER BY 1, 2, 3;
  INSERT INTO search_words
    SELECT d.word, search_word_grams(d.word) FROM (SELECT DISTINCT word FROM job_posting_words) d
    ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
SELECT job_posting_words_fill();--> statement-breakpoint
ANALYZE "job_posting_words";--> statement-breakpoint
ANALYZE "search_words";--> statement-breakpoint
-- Kept from job_posting_search like the concept lists (0041), in the same transaction as every posting change; new
-- words join the dictionary.
CREATE FUNCTION job_posting_search_sync_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM job_posting_words
      WHERE word IN (SELECT e.word FROM job_posting_word_entries(OLD.search_text, OLD.title) e)
        AND started_at = OLD.started_at AND posting_id = OLD.posting_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    WITH e AS (SELECT * FROM job_posting_word_entries(NEW.search_text, NEW.title)),
      added AS (INSERT INTO job_posting_words
        SELECT e.word, NEW.started_at, NEW.posting_id, NEW.ended_at, e.in_text, e.in_title FROM e)
    INSERT INTO search_words
      SELECT e.word, search_word_grams(e.word) FROM e
      WHERE NOT EXISTS (SELECT 1 FROM search_words d WHERE d.word = e.word)
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER job_posting_search_sync_words_insert AFTER INSERT ON job_posting_search
  FOR EACH ROW EXECUTE FUNCTION job_posting_search_sync_words();--> statement-breakpoint
CREATE TRIGGER job_posting_search_sync_words_delete AFTER DELETE ON job_posting_search
  FOR EACH ROW EXECUTE FUNCTION job_posting_search_sync_words();--> statement-breakpoint
CREATE TRIGGER job_posting_search_sync_words_update AFTER UPDATE ON job_posting_search
  FOR EACH ROW WHEN ((OLD.search_text, OLD.title, OLD.started_at, OLD.ended_at)
    IS DISTINCT FROM (NEW.search_text, NEW.title, NEW.started_at, NEW.ended_at))
  EXECUTE FUNCTION job_posting_search_sync_words();
