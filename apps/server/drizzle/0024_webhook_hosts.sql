-- Per-host webhook limits (issue 27): each delivery names its receiver's host, and what each host has shown of
-- itself (answering, or leaving tries unanswered) sets its share of slots, so that one slow receiver never
-- delays another's webhooks.
CREATE TABLE "webhook_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"paused_until" timestamp with time zone,
	"answering_since" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "host" text GENERATED ALWAYS AS (lower(coalesce(substring(url from '^[A-Za-z][A-Za-z0-9+.-]*://([^/?#]*)'), ''))) STORED NOT NULL;
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_pending_host_idx" ON "webhook_deliveries" USING btree ("host","next_attempt_at") WHERE "webhook_deliveries"."status" = 'pending';
