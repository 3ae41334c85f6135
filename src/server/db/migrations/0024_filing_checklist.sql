-- The filing checklist staff complete before recording a brand's protocol (co-owners' e-INPI accounts, the GRU
-- issued and paid), and who marked an INPI term handled, and when. Written to run again safely.

CREATE TABLE IF NOT EXISTS brand_filing_checklists (
  marca_id integer PRIMARY KEY REFERENCES marcas(id) ON DELETE CASCADE,
  contas_einpi boolean NOT NULL DEFAULT false,
  gru_numero text,
  gru_valor_centavos integer,
  gru_vencimento date,
  gru_paga boolean NOT NULL DEFAULT false,
  updated_by integer REFERENCES users(id) ON DELETE SET NULL,
  updated_at timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
ALTER TABLE inpi_despachos ADD COLUMN IF NOT EXISTS handled_at timestamp with time zone;
--> statement-breakpoint
ALTER TABLE inpi_despachos ADD COLUMN IF NOT EXISTS handled_by integer REFERENCES users(id) ON DELETE SET NULL;
