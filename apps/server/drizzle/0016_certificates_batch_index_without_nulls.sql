DROP INDEX "certificates_batch_idx";--> statement-breakpoint
CREATE INDEX "certificates_batch_idx" ON "certificates" USING btree ("batch_id") WHERE "certificates"."batch_id" is not null;