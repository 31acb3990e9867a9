CREATE TABLE "api_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"certificate_id" uuid NOT NULL,
	"idempotency_key" text,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_uploads" ADD CONSTRAINT "api_uploads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_uploads" ADD CONSTRAINT "api_uploads_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_uploads_account_certificate_idx" ON "api_uploads" USING btree ("account_id","certificate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_uploads_idempotency_key" ON "api_uploads" USING btree ("account_id","idempotency_key") WHERE "api_uploads"."idempotency_key" is not null;