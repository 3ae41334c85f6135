CREATE TABLE "cep_cache" (
	"cep" text PRIMARY KEY NOT NULL,
	"address" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cep_cache_expires_idx" ON "cep_cache" USING btree ("expires_at");