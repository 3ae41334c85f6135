-- The vocabulary of the national index: every distinctive word of every mark, once. The public search looks for
-- near spellings here (a few hundred thousand short words) and then finds the marks by their words, instead of
-- comparing trigrams of every whole name in the archive.
CREATE TABLE IF NOT EXISTS "national_mark_words" (
	"palavra" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
INSERT INTO "national_mark_words" ("palavra")
SELECT DISTINCT unnest("elementos") FROM "national_marks"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS national_mark_words_trgm ON national_mark_words USING gin (palavra gin_trgm_ops);
  END IF;
END $$;
--> statement-breakpoint
-- The whole names' trigrams cost most of a search at scale, and every import; the words' trigrams replace them.
DROP INDEX IF EXISTS national_marks_nome_trgm;
