-- A payment attempt whose provider answer was lost stays, as `uncertain`, until the provider is asked about it by our
-- reference; the reconciliation job finds those (and `creating` ones cut off mid-call) by this index.
-- Payments Mercado Pago notifies that name nothing of ours are kept here: their notification is refused for a while
-- (so Mercado Pago sends it again, in case our side was still recording it), then staff are alerted.
-- Written to run again safely.

CREATE INDEX IF NOT EXISTS payments_unanswered_idx ON payments (id) WHERE status IN ('creating', 'uncertain');
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS unknown_provider_payments (
  id serial PRIMARY KEY,
  provider text NOT NULL,
  provider_payment_id text NOT NULL,
  external_reference text,
  amount_cents integer NOT NULL,
  status text NOT NULL,
  first_seen_at timestamp with time zone NOT NULL DEFAULT now(),
  last_seen_at timestamp with time zone NOT NULL DEFAULT now(),
  alerted_at timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS unknown_provider_payments_unique
  ON unknown_provider_payments (provider, provider_payment_id);
