ALTER TABLE "api_uploads" DROP CONSTRAINT "api_uploads_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "api_uploads" DROP CONSTRAINT "api_uploads_certificate_id_certificates_id_fk";
--> statement-breakpoint
ALTER TABLE "api_uploads" DROP CONSTRAINT "api_uploads_batch_id_api_batches_id_fk";
--> statement-breakpoint
ALTER TABLE "api_uploads" ALTER COLUMN "answer" DROP NOT NULL;