DROP INDEX "certificates_file_hash_idx";--> statement-breakpoint
DROP INDEX "certificates_account_idx";--> statement-breakpoint
DROP INDEX "certificates_payment_key";--> statement-breakpoint
CREATE INDEX "certificates_account_idx" ON "certificates" USING btree ("account_id","created_at") WHERE "certificates"."account_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_payment_key" ON "certificates" USING btree ("payment_id") WHERE "certificates"."payment_id" is not null;