CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"url" text NOT NULL,
	"mode" "api_mode" NOT NULL,
	"events" text[],
	"description" text,
	"secret_ciphertext" text NOT NULL,
	"secret_iv" text NOT NULL,
	"secret_tag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "webhook_deliveries_certificate_account_event_key";--> statement-breakpoint
DROP INDEX "webhook_deliveries_batch_account_event_key";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "endpoint_id" uuid;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "redelivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_endpoints_account_idx" ON "webhook_endpoints" USING btree ("account_id") WHERE "webhook_endpoints"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_account_created_idx" ON "webhook_deliveries" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_certificate_endpoint_event_key" ON "webhook_deliveries" USING btree ("certificate_id","endpoint_id","event") WHERE "webhook_deliveries"."endpoint_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_certificate_account_event_key" ON "webhook_deliveries" USING btree ("certificate_id","account_id","event") WHERE "webhook_deliveries"."endpoint_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_batch_account_event_key" ON "webhook_deliveries" USING btree ("batch_id","account_id","event") WHERE "webhook_deliveries"."batch_id" is not null and "webhook_deliveries"."endpoint_id" is null;