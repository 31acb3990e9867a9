ALTER TABLE "certificates" ALTER COLUMN "file_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "file_size" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_web_file_named" CHECK ("certificates"."source" = 'api' or ("certificates"."file_name" is not null and "certificates"."file_size" is not null));--> statement-breakpoint
-- A fingerprint sent alone was given the size 0 when its client sent none, and the name "document" too when
-- it sent no name: neither was the document's, and they become what they always were, unknown. A size of 0 is
-- true only of the empty document, whose fingerprint is SHA-256 of nothing.
UPDATE "certificates" SET
    "file_name" = CASE WHEN "file_name" = 'document' THEN NULL ELSE "file_name" END,
    "file_size" = NULL
  WHERE "source" = 'api' AND "file_size" = 0
    AND "file_hash" <> '0xe3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
