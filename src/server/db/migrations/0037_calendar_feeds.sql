-- The secret addresses of the deadlines calendar: one per person and scope (a customer's marks, or every open
-- deadline for staff), kept as the SHA-256 of the token in the address. Written to run again safely.

CREATE TABLE IF NOT EXISTS calendar_feeds (
	id serial PRIMARY KEY,
	user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
	escopo text NOT NULL,
	seed text NOT NULL,
	token_hash text NOT NULL,
	created_at timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT calendar_feeds_token_hash_unique UNIQUE (token_hash)
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS calendar_feeds_user_scope ON calendar_feeds (user_id, escopo);
