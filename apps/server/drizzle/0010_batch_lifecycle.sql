-- Batches: `prepared` is now `sealed`, and `mined` is a state of its own (it was `sent` with a tx_hash).
-- The type is made anew rather than given a value: a value added in a transaction cannot be used in it.
DROP INDEX "anchor_batches_unstamped_idx";--> statement-breakpoint
DROP INDEX "anchor_batches_confirmed_sequence_idx";--> statement-breakpoint
ALTER TABLE "anchor_batches" ALTER COLUMN "state" DROP DEFAULT;--> statement-breakpoint
ALTER TYPE "public"."anchor_batch_state" RENAME TO "anchor_batch_state_0008";--> statement-breakpoint
CREATE TYPE "public"."anchor_batch_state" AS ENUM('open', 'sealed', 'sent', 'mined', 'confirmed', 'failed', 'dropped');--> statement-breakpoint
ALTER TABLE "anchor_batches" ALTER COLUMN "state" SET DATA TYPE "public"."anchor_batch_state" USING (CASE "state"::text WHEN 'prepared' THEN 'sealed' ELSE "state"::text END)::"public"."anchor_batch_state";--> statement-breakpoint
ALTER TABLE "anchor_batches" ALTER COLUMN "state" SET DEFAULT 'open';--> statement-breakpoint
DROP TYPE "public"."anchor_batch_state_0008";--> statement-breakpoint
CREATE INDEX "anchor_batches_unstamped_idx" ON "anchor_batches" USING btree ("confirmed_at") WHERE "anchor_batches"."state" = 'confirmed' and "anchor_batches"."tsa_token" is null;--> statement-breakpoint
CREATE INDEX "anchor_batches_confirmed_sequence_idx" ON "anchor_batches" USING btree ("chain_id","contract_address","sequence") WHERE "anchor_batches"."state" = 'confirmed';--> statement-breakpoint
-- An open batch has no root yet, rather than the placeholder `unsealed:<id>`.
ALTER TABLE "anchor_batches" ALTER COLUMN "root" DROP NOT NULL;--> statement-breakpoint
UPDATE "anchor_batches" SET "root" = NULL WHERE "state" = 'open';--> statement-breakpoint
ALTER TABLE "anchor_batches" ADD COLUMN "leaves" "bytea";--> statement-breakpoint
ALTER TABLE "anchor_batches" ADD COLUMN "explorer_url" text;--> statement-breakpoint
-- Each sealed batch's leaves, in leaf order (by certificate id), by the leaf rule of docs/proof-format.md:
-- SHA-256(0x00 || salt || fingerprint). A dropped batch's certificates have moved to a new batch with new
-- salts: its leaves stay unknown, and nothing asks for them.
UPDATE "anchor_batches" b SET "leaves" = l."leaves"
FROM (
  SELECT "batch_id", string_agg(
    sha256('\x00'::bytea || decode(substr("salt", 3), 'hex') || decode(substr("file_hash", 3), 'hex')),
    ''::bytea ORDER BY "id") AS "leaves"
  FROM "certificates" WHERE "batch_id" IS NOT NULL GROUP BY "batch_id"
) l
WHERE b."id" = l."batch_id" AND b."state" <> 'open';--> statement-breakpoint
-- The outcome was copied onto each completed certificate: the explorer link is the one part the batch lacked.
UPDATE "anchor_batches" b SET "explorer_url" = c."explorer_url"
FROM (
  SELECT DISTINCT ON ("batch_id") "batch_id", "explorer_url" FROM "certificates"
  WHERE "status" = 'completed' AND "explorer_url" IS NOT NULL ORDER BY "batch_id", "updated_at" DESC
) c
WHERE b."id" = c."batch_id";--> statement-breakpoint
-- Certificates: `completed` is derived from the batch from now on; the certificate's own state is pending
-- until it is released (failed, expired).
UPDATE "certificates" SET "status" = 'pending' WHERE "status" = 'completed';--> statement-breakpoint
DROP INDEX "certificates_live_file_hash_key";--> statement-breakpoint
DROP INDEX "certificates_pending_idx";--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TYPE "public"."certificate_status" RENAME TO "certificate_status_0008";--> statement-breakpoint
CREATE TYPE "public"."certificate_status" AS ENUM('pending', 'failed', 'expired');--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "status" SET DATA TYPE "public"."certificate_status" USING "status"::text::"public"."certificate_status";--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
DROP TYPE "public"."certificate_status_0008";--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_live_file_hash_key" ON "certificates" USING btree ("file_hash") WHERE "certificates"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "certificates_pending_idx" ON "certificates" USING btree ("created_at") WHERE "certificates"."status" = 'pending' and "certificates"."batch_id" is null;--> statement-breakpoint
ALTER TABLE "certificates" DROP COLUMN "leaf_index";--> statement-breakpoint
ALTER TABLE "certificates" DROP COLUMN "merkle_path";--> statement-breakpoint
ALTER TABLE "certificates" DROP COLUMN "tx_hash";--> statement-breakpoint
ALTER TABLE "certificates" DROP COLUMN "block_number";--> statement-breakpoint
ALTER TABLE "certificates" DROP COLUMN "blockchain_timestamp";--> statement-breakpoint
ALTER TABLE "certificates" DROP COLUMN "explorer_url";--> statement-breakpoint
ALTER TABLE "certificates" DROP COLUMN "completed_at";--> statement-breakpoint
ALTER TABLE "certificates" DROP COLUMN "finalized_at";
