CREATE TABLE "brand_confirmations" (
	"marca_id" integer PRIMARY KEY NOT NULL,
	"snapshot" jsonb NOT NULL,
	"power_of_attorney_text" text NOT NULL,
	"power_of_attorney_pdf" "bytea" NOT NULL,
	"power_of_attorney_sha256" text NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_owners" ADD COLUMN "nacionalidade" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_owners" ADD COLUMN "cep" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_owners" ADD COLUMN "logradouro" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_owners" ADD COLUMN "numero" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_owners" ADD COLUMN "complemento" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_owners" ADD COLUMN "cidade" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_owners" ADD COLUMN "estado" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_owners" ADD COLUMN "representante_nome" text;--> statement-breakpoint
ALTER TABLE "brand_owners" ADD COLUMN "representante_cpf" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "signature_status" text DEFAULT 'sem_assinatura' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "signers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "image_width" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "image_height" integer;--> statement-breakpoint
ALTER TABLE "brand_confirmations" ADD CONSTRAINT "brand_confirmations_marca_id_marcas_id_fk" FOREIGN KEY ("marca_id") REFERENCES "public"."marcas"("id") ON DELETE cascade ON UPDATE no action;