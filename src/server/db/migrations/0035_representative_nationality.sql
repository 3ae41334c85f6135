-- A company owner's legal representative is a person: the procuração qualifies them with their nationality too.
-- Empty for representatives saved before it was asked (the procuração then names none, as before). Written to run
-- again safely.

ALTER TABLE brand_owners ADD COLUMN IF NOT EXISTS representante_nacionalidade text NOT NULL DEFAULT '';
