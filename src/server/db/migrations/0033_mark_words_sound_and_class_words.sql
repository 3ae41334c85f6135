-- The sound of each word of the national index (its key with plural and gender set aside): the public search finds
-- CHEVROLÉ in XEVROLÉ DOCES and DOCES ENCANTOS from "Doce Encanto" through it. Filled by the next issue indexed.
ALTER TABLE "national_mark_words" ADD COLUMN IF NOT EXISTS "chave" text;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "national_mark_words_chave_idx" ON "national_mark_words" ("chave");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "national_mark_words_sem_chave_idx" ON "national_mark_words" ("palavra") WHERE "chave" IS NULL;
--> statement-breakpoint
-- Words the marks of many different holders of one class share: descriptive there (SUCOS in class 32), so they do not
-- make two marks alike. Refreshed after each issue is indexed.
CREATE TABLE IF NOT EXISTS "national_class_words" (
	"classe" integer NOT NULL,
	"palavra" text NOT NULL,
	"titulares" integer NOT NULL,
	PRIMARY KEY ("classe", "palavra")
);
