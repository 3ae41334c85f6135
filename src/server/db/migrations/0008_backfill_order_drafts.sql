-- Orders opened before the draft column existed: each customer's newest untouched unpaid brand order (and,
-- per service, service order) becomes their open draft, so choosing a plan again reuses it as before.
UPDATE "marcas" SET "draft" = true
WHERE "id" IN (
  SELECT DISTINCT ON (m."user_id") m."id"
  FROM "marcas" m
  WHERE m."status_pagamento" = 'Pendente' AND m."nome" IS NULL
    AND NOT EXISTS (
      SELECT 1 FROM "payments" p
      WHERE p."order_kind" = 'marca' AND p."order_id" = m."id" AND p."status" IN ('creating', 'pending', 'in_process', 'approved')
    )
  ORDER BY m."user_id", m."created_at" DESC, m."id" DESC
);
--> statement-breakpoint
UPDATE "servicos" SET "draft" = true
WHERE "id" IN (
  SELECT DISTINCT ON (s."user_id", s."plano_id") s."id"
  FROM "servicos" s
  WHERE s."status_pagamento" = 'Pendente' AND s."nome" = '' AND s."dados" = '{}'::jsonb
    AND NOT EXISTS (
      SELECT 1 FROM "payments" p
      WHERE p."order_kind" = 'servico' AND p."order_id" = s."id" AND p."status" IN ('creating', 'pending', 'in_process', 'approved')
    )
  ORDER BY s."user_id", s."plano_id", s."created_at" DESC, s."id" DESC
);
