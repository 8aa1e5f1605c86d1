ALTER TABLE "calendar_events" ADD COLUMN "contact_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "contact_phone" text DEFAULT '' NOT NULL;