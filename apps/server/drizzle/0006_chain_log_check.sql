ALTER TYPE "public"."anchor_batch_state" ADD VALUE 'dropped';--> statement-breakpoint
ALTER TABLE "anchor_batches" ADD COLUMN "dropped_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "anchor_batches_confirmed_sequence_idx" ON "anchor_batches" USING btree ("chain_id","contract_address","sequence") WHERE "anchor_batches"."state" = 'confirmed';