CREATE TABLE "api_usage_days" (
	"account_id" uuid NOT NULL,
	"key_id" text NOT NULL,
	"day" date NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"failed_requests" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "api_usage_days_account_id_day_key_id_pk" PRIMARY KEY("account_id","day","key_id")
);
--> statement-breakpoint
ALTER TABLE "api_usage_days" ADD CONSTRAINT "api_usage_days_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;