-- WhatsApp updates the customer opted into: the opt-in on the user, and WhatsApp messages as rows of the same outbox
-- as e-mails (channel 'whatsapp'), so they get its lease, retries and "sent once". Written to run again safely.

ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "aceita_whatsapp" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- The holder's nationality, which qualifies them in a service's power of attorney.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "nacionalidade" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "channel" text DEFAULT 'email' NOT NULL;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "user_id" integer REFERENCES "users"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "template" text;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "template_params" jsonb;
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT IF EXISTS "mail_outbox_content";
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_content" CHECK ("event_id" is not null or ("to_address" is not null and "subject" is not null and "text" is not null) or ("channel" = 'whatsapp' and "user_id" is not null and "template" is not null));
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "mail_outbox_whatsapp_event_unique" ON "mail_outbox" USING btree ("event_id") WHERE "channel" = 'whatsapp' AND "event_id" IS NOT NULL;
