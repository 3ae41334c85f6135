CREATE TABLE "payment_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"notification_key" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"action" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_notifications_notification_key_unique" UNIQUE("notification_key")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"plano_id" integer NOT NULL,
	"method" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"installments" integer DEFAULT 1 NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"status" text NOT NULL,
	"status_detail" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone,
	"pix_qr_code" text,
	"pix_qr_code_base64" text,
	"boleto_line" text,
	"boleto_url" text,
	"boleto_token" text,
	"payer_name" text DEFAULT '' NOT NULL,
	"payer_document" text,
	"idempotency_key" text NOT NULL,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_user_idempotency_unique" ON "payments" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_unique" ON "payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_kind","order_id");