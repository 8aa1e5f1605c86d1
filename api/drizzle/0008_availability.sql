CREATE TABLE "agenda_days_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agenda_days_off_order" CHECK ("agenda_days_off"."first_day" <= "agenda_days_off"."last_day")
);
--> statement-breakpoint
CREATE TABLE "agenda_opened_days" (
	"day" date PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agenda_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"weekly_hours" jsonb DEFAULT '[{"weekday":1,"start":"09:00","end":"17:00"},{"weekday":2,"start":"09:00","end":"17:00"},{"weekday":3,"start":"09:00","end":"17:00"},{"weekday":4,"start":"09:00","end":"17:00"},{"weekday":5,"start":"09:00","end":"17:00"}]'::jsonb NOT NULL,
	"slot_minutes" integer DEFAULT 60 NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"min_notice_minutes" integer DEFAULT 720 NOT NULL,
	"horizon_days" integer DEFAULT 60 NOT NULL,
	"feed_token_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agenda_settings_single_row" CHECK ("agenda_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "reminder_2h_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "reminder_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "reminder_error" text;--> statement-breakpoint
ALTER TABLE "practice" ADD COLUMN "whatsapp" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "agenda_days_off_range_idx" ON "agenda_days_off" USING btree ("first_day","last_day");--> statement-breakpoint
CREATE INDEX "calendar_events_reminder_2h_idx" ON "calendar_events" USING btree ("start_at") WHERE reminder_2h_sent_at is null and cancelled_at is null;--> statement-breakpoint
-- The one row of her availability: a fresh install starts with the spec's hours.
INSERT INTO "agenda_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
