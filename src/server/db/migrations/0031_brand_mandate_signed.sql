-- Whether a brand request's procuração carries a recognised signature of every outorgante, as a service's
-- procuracao_assinada does (which now means the same, not merely "a file was sent"). Kept by the server whenever a
-- procuração is stored or judged again; a confirmed request without it waits for the signature. Both columns are
-- recomputed by the re-verification after the upgrade. Written to run again safely.

ALTER TABLE marcas ADD COLUMN IF NOT EXISTS procuracao_assinada boolean NOT NULL DEFAULT false;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS marcas_awaiting_signature_idx ON marcas (confirmado_em) WHERE NOT procuracao_assinada;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS servicos_awaiting_signature_idx ON servicos (confirmado_em) WHERE NOT procuracao_assinada;
--> statement-breakpoint
-- How many reminders to sign (3 and 7 days after the request was sent) already went out: each goes once.
ALTER TABLE marcas ADD COLUMN IF NOT EXISTS signature_reminders smallint NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE servicos ADD COLUMN IF NOT EXISTS signature_reminders smallint NOT NULL DEFAULT 0;
