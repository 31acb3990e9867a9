-- Per-host webhook limits (issue 27): each delivery names its receiver's host, and the hosts that left tries
-- unanswered are kept to a few slots, then paused, so that one slow receiver never delays another's webhooks.
CREATE TABLE "webhook_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"paused_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "host" text GENERATED ALWAYS AS (lower(coalesce(substring(url from '^[A-Za-z][A-Za-z0-9+.-]*://([^/?#]*)'), ''))) STORED NOT NULL;
