CREATE TYPE "public"."checkpoint_state" AS ENUM('gathered', 'sent', 'mined', 'confirmed', 'final');--> statement-breakpoint
CREATE TABLE "checkpoint_transactions" (
	"tx_hash" text PRIMARY KEY NOT NULL,
	"checkpoint_id" uuid NOT NULL,
	"nonce" integer NOT NULL,
	"raw_transaction" text NOT NULL,
	"max_fee_per_gas" numeric(78, 0) NOT NULL,
	"max_priority_fee_per_gas" numeric(78, 0) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state" "checkpoint_state" DEFAULT 'gathered' NOT NULL,
	"l1_chain_id" integer NOT NULL,
	"l1_contract_address" text NOT NULL,
	"base_chain_id" integer NOT NULL,
	"base_contract_address" text NOT NULL,
	"first_sequence" integer NOT NULL,
	"leaf_count" integer NOT NULL,
	"root" text NOT NULL,
	"document_count" integer NOT NULL,
	"first_anchored_at" timestamp with time zone NOT NULL,
	"last_anchored_at" timestamp with time zone NOT NULL,
	"nonce" integer NOT NULL,
	"tx_hash" text,
	"block_number" bigint,
	"block_hash" text,
	"block_timestamp" bigint,
	"l1_sequence" integer,
	"gas_used" bigint,
	"fee_wei" numeric(78, 0),
	"receipt_index" integer,
	"evidence" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"gathered_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"final_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "anchor_batches" ADD COLUMN "checkpoint_id" uuid;--> statement-breakpoint
ALTER TABLE "anchor_batches" ADD COLUMN "checkpoint_path" text;--> statement-breakpoint
ALTER TABLE "checkpoint_transactions" ADD CONSTRAINT "checkpoint_transactions_checkpoint_id_checkpoints_id_fk" FOREIGN KEY ("checkpoint_id") REFERENCES "public"."checkpoints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkpoint_transactions_checkpoint_idx" ON "checkpoint_transactions" USING btree ("checkpoint_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkpoints_root_key" ON "checkpoints" USING btree ("l1_chain_id","l1_contract_address","root");--> statement-breakpoint
CREATE UNIQUE INDEX "checkpoints_first_sequence_key" ON "checkpoints" USING btree ("l1_chain_id","l1_contract_address","first_sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "checkpoints_one_in_flight_key" ON "checkpoints" USING btree ("l1_chain_id","l1_contract_address") WHERE "checkpoints"."state" <> 'final';--> statement-breakpoint
ALTER TABLE "anchor_batches" ADD CONSTRAINT "anchor_batches_checkpoint_id_checkpoints_id_fk" FOREIGN KEY ("checkpoint_id") REFERENCES "public"."checkpoints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "anchor_batches_checkpoint_idx" ON "anchor_batches" USING btree ("checkpoint_id");