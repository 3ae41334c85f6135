CREATE TABLE "brand_owners" (
	"id" serial PRIMARY KEY NOT NULL,
	"marca_id" integer NOT NULL,
	"position" integer NOT NULL,
	"nome" text NOT NULL,
	"email" text NOT NULL,
	"doc_num" text NOT NULL,
	"tipo_doc" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"marca_id" integer,
	"servico_id" integer,
	"kind" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_path" text NOT NULL,
	"digitally_signed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_storage_path_unique" UNIQUE("storage_path"),
	CONSTRAINT "documents_one_order" CHECK (num_nonnulls("documents"."marca_id", "documents"."servico_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "marcas" ADD COLUMN "classe_nice" integer;--> statement-breakpoint
ALTER TABLE "marcas" ADD COLUMN "confirmado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brand_owners" ADD CONSTRAINT "brand_owners_marca_id_marcas_id_fk" FOREIGN KEY ("marca_id") REFERENCES "public"."marcas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_marca_id_marcas_id_fk" FOREIGN KEY ("marca_id") REFERENCES "public"."marcas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_servico_id_servicos_id_fk" FOREIGN KEY ("servico_id") REFERENCES "public"."servicos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_owners_marca_position_unique" ON "brand_owners" USING btree ("marca_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_marca_kind_unique" ON "documents" USING btree ("marca_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_servico_kind_unique" ON "documents" USING btree ("servico_id","kind");