CREATE TABLE "api_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"webhook_url" text,
	"document_count" integer NOT NULL,
	"credits_used" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ALTER COLUMN "certificate_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "api_uploads" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "api_uploads" ADD COLUMN "metadata" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "api_uploads" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "api_batches" ADD CONSTRAINT "api_batches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_batches_webhook_created_idx" ON "api_batches" USING btree ("created_at") WHERE "api_batches"."webhook_url" is not null;--> statement-breakpoint
ALTER TABLE "api_uploads" ADD CONSTRAINT "api_uploads_batch_id_api_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."api_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_batch_id_api_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."api_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_uploads_batch_idx" ON "api_uploads" USING btree ("batch_id") WHERE "api_uploads"."batch_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_batch_account_event_key" ON "webhook_deliveries" USING btree ("batch_id","account_id","event") WHERE "webhook_deliveries"."batch_id" is not null;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_one_subject" CHECK (("webhook_deliveries"."certificate_id" is null) <> ("webhook_deliveries"."batch_id" is null));