CREATE TABLE "marcas" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plano_id" integer NOT NULL,
	"protocolo" text,
	"status" text DEFAULT 'Pendente' NOT NULL,
	"status_pagamento" text DEFAULT 'Pendente' NOT NULL,
	"nome" text,
	"descricao" text,
	"area_atuacao" text,
	"tipo" text,
	"marca_ja_utilizada" boolean,
	"data_primeiro_uso" date,
	"registro_internacional" boolean,
	"numero_registro_internacional" text,
	"pais_de_registro" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "servicos" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plano_id" integer NOT NULL,
	"num_protocolo" text,
	"nome" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Pendente' NOT NULL,
	"status_pagamento" text DEFAULT 'Pendente' NOT NULL,
	"mensagem" text,
	"procuracao_assinada" boolean DEFAULT false NOT NULL,
	"dados" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"cpf" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"endereco" text DEFAULT '' NOT NULL,
	"numero" text DEFAULT '' NOT NULL,
	"complemento" text DEFAULT '' NOT NULL,
	"cidade" text DEFAULT '' NOT NULL,
	"estado" text DEFAULT '' NOT NULL,
	"cep" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marcas" ADD CONSTRAINT "marcas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servicos" ADD CONSTRAINT "servicos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_cpf_unique" ON "users" USING btree ("cpf");