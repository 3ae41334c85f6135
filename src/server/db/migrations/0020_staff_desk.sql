-- The staff desk: who works each request, staff-only notes, the queue's order by submission, and a search that
-- covers what staff type (área de atuação, descrição, tipo, the customer's city, co-owners, a service's INPI number).
-- Written to run again safely over a database that already has it.

ALTER TABLE marcas ADD COLUMN IF NOT EXISTS responsavel_id integer REFERENCES users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE servicos ADD COLUMN IF NOT EXISTS responsavel_id integer REFERENCES users(id) ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS marcas_responsavel_idx ON marcas (responsavel_id, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS servicos_responsavel_idx ON servicos (responsavel_id, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS marcas_confirmado_em_idx ON marcas (confirmado_em, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS servicos_confirmado_em_idx ON servicos (confirmado_em, id);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS request_notes (
  id serial PRIMARY KEY,
  request_kind text NOT NULL,
  request_id integer NOT NULL,
  author_user_id integer REFERENCES users(id) ON DELETE SET NULL,
  texto text NOT NULL,
  created_at timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS request_notes_request_idx ON request_notes (request_kind, request_id, created_at);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION marcas_busca() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT busca_normalizada(ARRAY[NEW.id::text, NEW.protocolo, NEW.processo_inpi, NEW.status, NEW.status_pagamento, NEW.nome,
      NEW.area_atuacao, NEW.descricao, NEW.tipo, u.full_name, u.email, u.cpf, u.phone, u.cidade,
      (SELECT string_agg(o.nome || ' ' || o.doc_num || ' ' || o.cidade, ' ') FROM brand_owners o WHERE o.marca_id = NEW.id)])
    INTO NEW.busca FROM users u WHERE u.id = NEW.user_id;
  NEW.busca := coalesce(NEW.busca, '');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION servicos_busca() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT busca_normalizada(ARRAY[NEW.id::text, NEW.num_protocolo, NEW.nome, NEW.status, NEW.status_pagamento, NEW.dados->>'nome_marca', NEW.dados->>'segmento',
      regexp_replace(coalesce(NEW.dados->>'numero_proc_inpi', ''), '\D', '', 'g'), u.full_name, u.email, u.cpf, u.phone, u.cidade])
    INTO NEW.busca FROM users u WHERE u.id = NEW.user_id;
  NEW.busca := coalesce(NEW.busca, '');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION brand_owners_busca_na_marca() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Rewriting the column fires the brand's own trigger, which reads its owners again.
  UPDATE marcas SET busca = '' WHERE id = coalesce(NEW.marca_id, OLD.marca_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS brand_owners_busca_na_marca ON brand_owners;
--> statement-breakpoint
CREATE TRIGGER brand_owners_busca_na_marca AFTER INSERT OR UPDATE OR DELETE ON brand_owners
  FOR EACH ROW EXECUTE FUNCTION brand_owners_busca_na_marca();
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_busca_nos_pedidos ON users;
--> statement-breakpoint
CREATE TRIGGER users_busca_nos_pedidos AFTER UPDATE OF full_name, email, cpf, phone, cidade ON users
  FOR EACH ROW WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name OR OLD.email IS DISTINCT FROM NEW.email OR OLD.cpf IS DISTINCT FROM NEW.cpf OR OLD.phone IS DISTINCT FROM NEW.phone OR OLD.cidade IS DISTINCT FROM NEW.cidade)
  EXECUTE FUNCTION users_busca_nos_pedidos();
--> statement-breakpoint
UPDATE marcas SET busca = '';
--> statement-breakpoint
UPDATE servicos SET busca = '';
