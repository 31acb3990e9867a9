ALTER TABLE "anchor_batches" ADD COLUMN "tsa_chain" text[];--> statement-breakpoint
-- Batches that exist already keep serving version 2 proofs, byte for byte; new ones write version 3.
ALTER TABLE "anchor_batches" ADD COLUMN "proof_version" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "anchor_batches" ALTER COLUMN "proof_version" SET DEFAULT 3;--> statement-breakpoint
ALTER TABLE "anchor_batches" ADD COLUMN "chain_header" text;--> statement-breakpoint
ALTER TABLE "anchor_batches" ADD COLUMN "receipt_index" integer;--> statement-breakpoint
ALTER TABLE "anchor_batches" ADD COLUMN "receipt_proof" text[];
