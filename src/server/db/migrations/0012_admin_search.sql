-- The back office's search (issue #10): one lower-case, accent-free text per row in a `busca` column, kept by
-- triggers so that every writer (wizard, payments, profile, staff) keeps it right without knowing it exists.
-- A brand or service row also carries its holder's name, e-mail, CPF/CNPJ and phone; a change to the user
-- refreshes their rows. Plan names are matched by plano_id from the catalogue, not here.

CREATE OR REPLACE FUNCTION busca_normalizada(parts text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(lower(array_to_string(parts, ' ')), 'áàâãäåéèêëíìîïóòôõöúùûüçñý', 'aaaaaaeeeeiiiiooooouuuucny')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_busca() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.busca := busca_normalizada(ARRAY[NEW.id::text, NEW.full_name, NEW.email, NEW.cpf, NEW.phone]);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION marcas_busca() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT busca_normalizada(ARRAY[NEW.id::text, NEW.protocolo, NEW.processo_inpi, NEW.status, NEW.status_pagamento, NEW.nome, u.full_name, u.email, u.cpf, u.phone])
    INTO NEW.busca FROM users u WHERE u.id = NEW.user_id;
  NEW.busca := coalesce(NEW.busca, '');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION servicos_busca() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT busca_normalizada(ARRAY[NEW.id::text, NEW.num_protocolo, NEW.nome, NEW.status, NEW.status_pagamento, NEW.dados->>'nome_marca', NEW.dados->>'segmento', u.full_name, u.email, u.cpf, u.phone])
    INTO NEW.busca FROM users u WHERE u.id = NEW.user_id;
  NEW.busca := coalesce(NEW.busca, '');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_busca_nos_pedidos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Rewriting the column fires the rows' own triggers, which read the user again.
  UPDATE marcas SET busca = '' WHERE user_id = NEW.id;
  UPDATE servicos SET busca = '' WHERE user_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_busca BEFORE INSERT OR UPDATE ON users FOR EACH ROW EXECUTE FUNCTION users_busca();
--> statement-breakpoint
CREATE TRIGGER marcas_busca BEFORE INSERT OR UPDATE ON marcas FOR EACH ROW EXECUTE FUNCTION marcas_busca();
--> statement-breakpoint
CREATE TRIGGER servicos_busca BEFORE INSERT OR UPDATE ON servicos FOR EACH ROW EXECUTE FUNCTION servicos_busca();
--> statement-breakpoint
CREATE TRIGGER users_busca_nos_pedidos AFTER UPDATE OF full_name, email, cpf, phone ON users
  FOR EACH ROW WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name OR OLD.email IS DISTINCT FROM NEW.email OR OLD.cpf IS DISTINCT FROM NEW.cpf OR OLD.phone IS DISTINCT FROM NEW.phone)
  EXECUTE FUNCTION users_busca_nos_pedidos();
--> statement-breakpoint
UPDATE users SET busca = '';
--> statement-breakpoint
UPDATE marcas SET busca = '';
--> statement-breakpoint
UPDATE servicos SET busca = '';
--> statement-breakpoint
-- Trigram indexes make '%term%' searches fast; PostgreSQL without the contrib package still searches, by scanning.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm indisponível: a busca do admin funciona sem índice de trigramas';
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS users_busca_trgm ON users USING gin (busca gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS marcas_busca_trgm ON marcas USING gin (busca gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS servicos_busca_trgm ON servicos USING gin (busca gin_trgm_ops);
  END IF;
END $$;
