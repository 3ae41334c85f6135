-- A request staff return to the customer for correction (status Devolvida/Devolvido) keeps the parts it reopens
-- (dados, documentos, procuracao): only those may change until the customer sends it again. A request sent again
-- after a correction keeps when, so the back office shows it as resent. Written to run again safely.

ALTER TABLE marcas ADD COLUMN IF NOT EXISTS correcao text[] NOT NULL DEFAULT '{}'::text[];
--> statement-breakpoint
ALTER TABLE marcas ADD COLUMN IF NOT EXISTS reenviado_em timestamp with time zone;
--> statement-breakpoint
ALTER TABLE servicos ADD COLUMN IF NOT EXISTS correcao text[] NOT NULL DEFAULT '{}'::text[];
--> statement-breakpoint
ALTER TABLE servicos ADD COLUMN IF NOT EXISTS reenviado_em timestamp with time zone;
