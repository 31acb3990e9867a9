-- Every key, certificate and anchor batch made so far is live: the default carries them over.
CREATE TYPE "public"."api_mode" AS ENUM('live', 'test');--> statement-breakpoint
DROP INDEX "certificates_live_file_hash_key";--> statement-breakpoint
DROP INDEX "certificates_pending_idx";--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "mode" "api_mode" DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "anchor_batches" ADD COLUMN "mode" "api_mode" DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "mode" "api_mode" DEFAULT 'live' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_live_file_hash_key" ON "certificates" USING btree ("mode","file_hash") WHERE "certificates"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "certificates_pending_idx" ON "certificates" USING btree ("mode","created_at") WHERE "certificates"."status" = 'pending' and "certificates"."batch_id" is null;