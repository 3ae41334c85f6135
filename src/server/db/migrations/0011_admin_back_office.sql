CREATE TABLE "staff_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_user_id" integer,
	"request_kind" text NOT NULL,
	"request_id" integer NOT NULL,
	"files" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marcas" ADD COLUMN "processo_inpi" text;--> statement-breakpoint
ALTER TABLE "marcas" ADD COLUMN "busca" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "servicos" ADD COLUMN "busca" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "busca" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_downloads" ADD CONSTRAINT "staff_downloads_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_downloads_created_idx" ON "staff_downloads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "marcas_user_idx" ON "marcas" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "marcas_status_idx" ON "marcas" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "marcas_status_pagamento_idx" ON "marcas" USING btree ("status_pagamento","id");--> statement-breakpoint
CREATE INDEX "marcas_plano_idx" ON "marcas" USING btree ("plano_id","id");--> statement-breakpoint
CREATE INDEX "marcas_protocolo_idx" ON "marcas" USING btree ("protocolo","id");--> statement-breakpoint
CREATE INDEX "servicos_user_idx" ON "servicos" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "servicos_status_idx" ON "servicos" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "servicos_status_pagamento_idx" ON "servicos" USING btree ("status_pagamento","id");--> statement-breakpoint
CREATE INDEX "servicos_plano_idx" ON "servicos" USING btree ("plano_id","id");--> statement-breakpoint
CREATE INDEX "users_full_name_idx" ON "users" USING btree ("full_name","id");