ALTER TABLE "anchor_batches" ADD COLUMN "tsa_token" text;--> statement-breakpoint
ALTER TABLE "anchor_batches" ADD COLUMN "tsa_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "anchor_batches" ADD COLUMN "tsa_authority" text;--> statement-breakpoint
ALTER TABLE "anchor_batches" ADD COLUMN "tsa_qualified" boolean;--> statement-breakpoint
ALTER TABLE "anchor_batches" ADD COLUMN "tsa_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "anchor_batches" ADD COLUMN "tsa_retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "anchor_batches" ADD COLUMN "tsa_last_error" text;--> statement-breakpoint
CREATE INDEX "anchor_batches_unstamped_idx" ON "anchor_batches" USING btree ("confirmed_at") WHERE "anchor_batches"."state" = 'confirmed' and "anchor_batches"."tsa_token" is null;