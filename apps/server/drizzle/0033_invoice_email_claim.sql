-- A receipt's claim becomes a lease of its own: `emailed_at` now says only that it was sent. A row already
-- sent stays sent; a row never sent has no claim, which is what a null says.
ALTER TABLE "invoices" ADD COLUMN "email_claimed_at" timestamp with time zone;
