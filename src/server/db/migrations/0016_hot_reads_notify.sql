-- Each instance keeps the signed-in user and the customer's lists until they may have changed (db/hot-queries.ts):
-- every committed change to these tables is announced on one channel (db/postgres-writes.ts listens), whichever
-- instance, job or tool made it. NOTIFY is delivered at commit and folded within a transaction.
CREATE OR REPLACE FUNCTION anunciar_escrita() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('leituras_quentes', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_anuncia_escrita AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION anunciar_escrita();
--> statement-breakpoint
CREATE TRIGGER marcas_anuncia_escrita AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON marcas FOR EACH STATEMENT EXECUTE FUNCTION anunciar_escrita();
--> statement-breakpoint
CREATE TRIGGER servicos_anuncia_escrita AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON servicos FOR EACH STATEMENT EXECUTE FUNCTION anunciar_escrita();
