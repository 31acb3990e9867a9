ALTER TABLE "api_batches" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "api_batches" ADD COLUMN "request_sha256" text;--> statement-breakpoint
ALTER TABLE "api_batches" ADD COLUMN "answer" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "api_batches_idempotency_key" ON "api_batches" USING btree ("account_id","idempotency_key") WHERE "api_batches"."idempotency_key" is not null;--> statement-breakpoint
ALTER TABLE "api_batches" ADD CONSTRAINT "api_batches_idempotency_complete" CHECK (num_nulls("api_batches"."idempotency_key", "api_batches"."request_sha256", "api_batches"."answer") in (0, 3));