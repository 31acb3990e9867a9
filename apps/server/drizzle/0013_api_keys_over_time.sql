-- Keys had no name: each account's existing key carries over as its main key.
ALTER TABLE "api_keys" ADD COLUMN "name" text DEFAULT 'Clé principale' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ALTER COLUMN "name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_secrets" ADD COLUMN "previous_secret_ciphertext" text;--> statement-breakpoint
ALTER TABLE "webhook_secrets" ADD COLUMN "previous_secret_iv" text;--> statement-breakpoint
ALTER TABLE "webhook_secrets" ADD COLUMN "previous_secret_tag" text;--> statement-breakpoint
ALTER TABLE "webhook_secrets" ADD COLUMN "previous_expires_at" timestamp with time zone;