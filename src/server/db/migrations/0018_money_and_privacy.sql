-- What staff must look at on an attempt (a payment for a deleted account, a divergent amount, a chargeback), and
-- whether its money must go back to the payer.
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "alert" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "refund_due" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_alert_idx" ON "payments" ("id") WHERE "alert" IS NOT NULL OR "duplicate";
