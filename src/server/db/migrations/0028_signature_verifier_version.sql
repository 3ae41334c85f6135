-- Which version of the signature verifier judged each stored file: after an upgrade the re-verify job judges again
-- every procuração an older version judged. Rows stored before this column are version 0. Written to run again safely.

ALTER TABLE documents ADD COLUMN IF NOT EXISTS verifier_version integer NOT NULL DEFAULT 0;
