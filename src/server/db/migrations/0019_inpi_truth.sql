-- Safe to run twice: an older database replays every migration after the last one it recorded.
ALTER TABLE "inpi_despachos" ADD COLUMN IF NOT EXISTS "ordem" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inpi_despachos" ADD COLUMN IF NOT EXISTS "elementos" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "inpi_despachos" ADD COLUMN IF NOT EXISTS "due_extra_date" date;--> statement-breakpoint
ALTER TABLE "inpi_despachos" ADD COLUMN IF NOT EXISTS "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inpi_despachos" ADD COLUMN IF NOT EXISTS "closed_by" integer;--> statement-breakpoint
ALTER TABLE "inpi_despachos" DROP CONSTRAINT IF EXISTS "inpi_despachos_closed_by_inpi_despachos_id_fk";--> statement-breakpoint
ALTER TABLE "inpi_despachos" ADD CONSTRAINT "inpi_despachos_closed_by_inpi_despachos_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."inpi_despachos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "inpi_despachos" SET "ordem" = "numbered"."n" FROM (
  SELECT "id", (row_number() OVER (PARTITION BY "rpi_numero", "processo", "marca_id" ORDER BY "id") - 1)::integer AS "n"
  FROM "inpi_despachos"
) AS "numbered" WHERE "numbered"."id" = "inpi_despachos"."id";--> statement-breakpoint
DROP INDEX IF EXISTS "inpi_despachos_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "inpi_despachos_unique" ON "inpi_despachos" USING btree ("rpi_numero","processo","ordem","marca_id");--> statement-breakpoint
ALTER TABLE "watch_hits" ADD COLUMN IF NOT EXISTS "motivo" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "inpi_unknown_codes" (
	"codigo" text PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"first_rpi" integer NOT NULL,
	"last_rpi" integer NOT NULL,
	"vezes" integer DEFAULT 0 NOT NULL,
	"exemplo_processo" text
);
