CREATE TABLE "request_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_kind" text NOT NULL,
	"request_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status_from" text,
	"status_to" text,
	"message" text,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_events_request_idx" ON "request_events" USING btree ("request_kind","request_id","created_at");