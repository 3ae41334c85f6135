ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "bairro" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "brand_owners" ADD COLUMN IF NOT EXISTS "bairro" text DEFAULT '' NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_boleto_line_idx" ON "payments" USING btree ("boleto_line") WHERE "boleto_line" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_pix_code_idx" ON "payments" USING hash ("pix_qr_code") WHERE "pix_qr_code" IS NOT NULL;
