-- The customer's list shows a card payment under analysis (db/hot-queries.ts, cardsInAnalysis); announced like the
-- other hot reads' tables, so every instance keeps it until it may have changed. Only the columns that read depends
-- on are announced: the Pix screen's polls write `checked_at` every few seconds, and each announcement drops every
-- kept result of every instance. Written to run again safely.
DROP TRIGGER IF EXISTS payments_anuncia_escrita ON payments;
--> statement-breakpoint
CREATE TRIGGER payments_anuncia_escrita AFTER INSERT OR UPDATE OF status, user_id, order_kind, order_id OR DELETE OR TRUNCATE ON payments FOR EACH STATEMENT EXECUTE FUNCTION anunciar_escrita();
