ALTER TABLE "certificates" DROP CONSTRAINT "certificates_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "certificates" DROP CONSTRAINT "certificates_batch_id_anchor_batches_id_fk";
