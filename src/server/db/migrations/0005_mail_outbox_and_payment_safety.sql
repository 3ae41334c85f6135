CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text,
	"subject" text,
	"html" text,
	"text" text,
	"event_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"claim_id" text,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_content" CHECK ("mail_outbox"."event_id" is not null or ("mail_outbox"."to_address" is not null and "mail_outbox"."subject" is not null and "mail_outbox"."text" is not null))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "public_id" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "duplicate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_event_id_request_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."request_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_public_id_unique" ON "payments" USING btree ("public_id");