-- The certificate revocation lists fetched from the distribution points of the signers' CAs: kept here so every
-- instance and every restart has the last good list without the network; a list is used only while fresh.
CREATE TABLE IF NOT EXISTS "revocation_lists" (
	"url" text PRIMARY KEY NOT NULL,
	"der" bytea,
	"next_update" timestamp with time zone,
	"fetched_at" timestamp with time zone,
	"tried_at" timestamp with time zone,
	"problem" text
);
