-- The reminders of a registration's renewal (12, 6, 3 and 1 months before its validity ends, and the first day of
-- the extraordinary window), each sent once per renewal term. Written to run again safely.

CREATE TABLE IF NOT EXISTS renewal_reminders (
  despacho_id integer NOT NULL REFERENCES inpi_despachos(id) ON DELETE CASCADE,
  marco text NOT NULL,
  sent_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (despacho_id, marco)
);
