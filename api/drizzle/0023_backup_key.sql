CREATE TABLE "backup_key_confirmations" (
	"fingerprint" text PRIMARY KEY NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "backup_runs" ADD COLUMN "key_fingerprint" text;