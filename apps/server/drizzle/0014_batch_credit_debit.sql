ALTER TABLE "credit_ledger" ADD COLUMN "api_batch_id" uuid;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "api_batch_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_api_batch_key" ON "credit_ledger" USING btree ("api_batch_id") WHERE "credit_ledger"."api_batch_id" is not null;