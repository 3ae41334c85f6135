-- A procuração is kept as its signed revision: whether the file as sent went on after the last signature (bytes
-- never kept), so staff know the customer's file differed. Written to run again safely.

ALTER TABLE documents ADD COLUMN IF NOT EXISTS later_bytes_dropped boolean NOT NULL DEFAULT false;
