CREATE TABLE "inpi_despachos" (
	"id" serial PRIMARY KEY NOT NULL,
	"rpi_numero" integer NOT NULL,
	"rpi_data" date NOT NULL,
	"processo" text NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"texto_complementar" text,
	"marca_id" integer NOT NULL,
	"event_id" integer,
	"due_date" date,
	"reminded_15_at" timestamp with time zone,
	"reminded_5_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rpi_issues" (
	"numero" integer PRIMARY KEY NOT NULL,
	"data" date NOT NULL,
	"processos" integer DEFAULT 0 NOT NULL,
	"despachos" integer DEFAULT 0 NOT NULL,
	"alertas" integer DEFAULT 0 NOT NULL,
	"origem" text NOT NULL,
	"imported_by" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watch_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"rpi_numero" integer NOT NULL,
	"rpi_data" date NOT NULL,
	"marca_id" integer NOT NULL,
	"processo" text NOT NULL,
	"nome" text NOT NULL,
	"classes" jsonb NOT NULL,
	"titulares" text DEFAULT '' NOT NULL,
	"risco" text NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"due_date" date NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inpi_despachos" ADD CONSTRAINT "inpi_despachos_marca_id_marcas_id_fk" FOREIGN KEY ("marca_id") REFERENCES "public"."marcas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inpi_despachos" ADD CONSTRAINT "inpi_despachos_event_id_request_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."request_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rpi_issues" ADD CONSTRAINT "rpi_issues_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_hits" ADD CONSTRAINT "watch_hits_marca_id_marcas_id_fk" FOREIGN KEY ("marca_id") REFERENCES "public"."marcas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_hits" ADD CONSTRAINT "watch_hits_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inpi_despachos_unique" ON "inpi_despachos" USING btree ("rpi_numero","processo","codigo","marca_id");--> statement-breakpoint
CREATE INDEX "inpi_despachos_due_idx" ON "inpi_despachos" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "inpi_despachos_marca_idx" ON "inpi_despachos" USING btree ("marca_id","rpi_numero");--> statement-breakpoint
CREATE UNIQUE INDEX "watch_hits_unique" ON "watch_hits" USING btree ("rpi_numero","marca_id","processo");--> statement-breakpoint
CREATE INDEX "watch_hits_status_idx" ON "watch_hits" USING btree ("status","due_date");