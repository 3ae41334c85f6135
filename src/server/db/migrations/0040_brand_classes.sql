-- A brand request files one or more Nice classes, each with its pre-approved items and free text. NULL on requests
-- saved before: they read as one class from classe_nice and descricao (shared/brand-classes.ts, legacyClasses).
-- classe_nice stays the main class (the first), which the indexes, filters and the watch already read.

ALTER TABLE marcas ADD COLUMN IF NOT EXISTS classes jsonb;
--> statement-breakpoint
-- Staff find a request by its classes ("classe 30") and by the items it protects.
CREATE OR REPLACE FUNCTION marcas_busca() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT busca_normalizada(ARRAY[NEW.id::text, NEW.protocolo, NEW.processo_inpi, NEW.status, NEW.status_pagamento, NEW.nome,
      NEW.area_atuacao, NEW.descricao, NEW.tipo, u.full_name, u.email, u.cpf, u.phone, u.cidade,
      (SELECT string_agg(o.nome || ' ' || o.doc_num || ' ' || o.cidade, ' ') FROM brand_owners o WHERE o.marca_id = NEW.id),
      CASE WHEN NEW.classes IS NULL THEN 'classe ' || NEW.classe_nice::text ELSE
        (SELECT string_agg('classe ' || (c->>'classeNice') || ' ' || coalesce((SELECT string_agg(i, ' ')
            FROM jsonb_array_elements_text(coalesce(c->'itens', '[]'::jsonb)) i), '') || ' ' || coalesce(c->>'livre', ''), ' ')
          FROM jsonb_array_elements(NEW.classes) c) END])
    INTO NEW.busca FROM users u WHERE u.id = NEW.user_id;
  NEW.busca := coalesce(NEW.busca, '');
  RETURN NEW;
END $$;
--> statement-breakpoint
UPDATE marcas SET busca = busca WHERE classe_nice IS NOT NULL;
