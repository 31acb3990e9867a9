CREATE TABLE "seen_signatures" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "sessions_token_hash_key";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "key_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "seen_signatures_expires_idx" ON "seen_signatures" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_key_id_key" ON "sessions" USING btree ("key_id");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "sessions" DROP COLUMN "token_hash";