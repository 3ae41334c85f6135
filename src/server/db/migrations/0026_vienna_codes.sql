-- The Vienna classification staff record for a figurative or mixed mark before filing it in e-Marcas (codes such as
-- 26.1.1: category, division, section). Written to run again safely.

ALTER TABLE marcas ADD COLUMN IF NOT EXISTS classificacao_viena text[] NOT NULL DEFAULT '{}'::text[];
