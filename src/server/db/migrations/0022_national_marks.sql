-- The national marks index: one row per INPI process ever published in an RPI, with its latest situation and
-- the keys the public viability search reads (normalised name, pt-BR phonetic key, trigrams, distinctive words).
CREATE TABLE IF NOT EXISTS "national_marks" (
	"processo" text PRIMARY KEY NOT NULL,
	"nome" text,
	"apresentacao" text,
	"natureza" text,
	"classes" integer[] DEFAULT '{}' NOT NULL,
	"titulares" text DEFAULT '' NOT NULL,
	"data_deposito" date,
	"data_concessao" date,
	"data_vigencia" date,
	"situacao" text DEFAULT 'em andamento' NOT NULL,
	"ultimo_despacho" text,
	"primeira_rpi" integer NOT NULL,
	"ultima_rpi" integer NOT NULL,
	"ultima_data" date NOT NULL,
	"nome_normalizado" text DEFAULT '' NOT NULL,
	"chave_fonetica" text DEFAULT '' NOT NULL,
	"elementos" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "national_marks_nome_idx" ON "national_marks" USING btree ("nome_normalizado");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "national_marks_fonetica_idx" ON "national_marks" USING btree ("chave_fonetica");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "national_marks_elementos_idx" ON "national_marks" USING gin ("elementos");
--> statement-breakpoint
-- Trigrams of the normalised name, for near spellings; without the contrib package the search skips that branch.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm indisponível: a busca pública funciona sem o índice de trigramas';
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS national_marks_nome_trgm ON national_marks USING gin (nome_normalizado gin_trgm_ops);
  END IF;
END $$;
--> statement-breakpoint
-- The issues read into the index (weekly or from the archive): the search's coverage statement comes from here.
CREATE TABLE IF NOT EXISTS "national_issues" (
	"numero" integer PRIMARY KEY NOT NULL,
	"data" date NOT NULL,
	"processos" integer DEFAULT 0 NOT NULL,
	"origem" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- One archive run (issues de..ate): what a restart resumes and what the staff page's progress bar reads.
CREATE TABLE IF NOT EXISTS "archive_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"de" integer NOT NULL,
	"ate" integer NOT NULL,
	"status" text DEFAULT 'executando' NOT NULL,
	"feitas" integer DEFAULT 0 NOT NULL,
	"puladas" integer DEFAULT 0 NOT NULL,
	"atual" integer,
	"processos" bigint DEFAULT 0 NOT NULL,
	"segundos" real DEFAULT 0 NOT NULL,
	"erro" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
