CREATE TABLE "idempotency_keys" (
	"account_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_account_id_idempotency_key_pk" PRIMARY KEY("account_id","idempotency_key")
);
