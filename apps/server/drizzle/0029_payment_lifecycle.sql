CREATE TYPE "public"."payment_state" AS ENUM('created', 'paid', 'fulfilled', 'refunding', 'refunded', 'refund_failed', 'failed', 'canceled');--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "state" "payment_state" DEFAULT 'created' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunding_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
-- Every payment written before gets its state from the loose columns it had, and the times known of it.
-- A refund the provider answered (succeeded, or still pending on its side) was treated as made: refunded.
UPDATE "payments" SET "state" = (CASE
    WHEN "refund_status" IN ('succeeded', 'pending') THEN 'refunded'
    WHEN "refund_status" = 'failed' THEN 'refund_failed'
    WHEN "status" = 'succeeded' AND "fulfilled_at" IS NOT NULL THEN 'fulfilled'
    WHEN "status" = 'succeeded' THEN 'paid'
    WHEN "status" = 'failed' THEN 'failed'
    WHEN "status" = 'canceled' THEN 'canceled'
    ELSE 'created'
  END)::"payment_state";--> statement-breakpoint
-- Paid: when its certificate was made (the moment a web payment was accepted), else the first time known after.
UPDATE "payments" p SET "paid_at" = coalesce(
    (SELECT min(c."created_at") FROM "certificates" c WHERE c."payment_id" = p."id"),
    least(p."fulfilled_at", p."refunded_at", p."updated_at"))
  WHERE p."status" = 'succeeded';--> statement-breakpoint
UPDATE "payments" SET "refunding_at" = coalesce("refunded_at", "updated_at") WHERE "refund_status" IS NOT NULL;--> statement-breakpoint
UPDATE "payments" SET "refund_failed_at" = "updated_at" WHERE "refund_status" = 'failed';--> statement-breakpoint
UPDATE "payments" SET "failed_at" = "updated_at" WHERE "status" = 'failed';--> statement-breakpoint
UPDATE "payments" SET "canceled_at" = "updated_at" WHERE "status" = 'canceled';--> statement-breakpoint
CREATE INDEX "payments_state_idx" ON "payments" USING btree ("state","updated_at");--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "refund_status";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_web_timestamp_document" CHECK ("payments"."kind"::text <> 'web_timestamp' or ("payments"."file_hash" is not null and "payments"."file_name" is not null and "payments"."file_size" is not null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_credit_purchase_credits" CHECK ("payments"."kind"::text <> 'credit_purchase' or ("payments"."credits" is not null and "payments"."account_id" is not null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_period" CHECK ("payments"."kind"::text <> 'subscription' or ("payments"."subscription_id" is not null and "payments"."period_start" is not null and "payments"."period_end" is not null));--> statement-breakpoint
DROP TYPE "public"."payment_status";--> statement-breakpoint
DROP TYPE "public"."refund_status";