ALTER TABLE "plans" ADD COLUMN "max_installments" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "max_installments" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "attendance" text;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "attendance_auto" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "attendance_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "practice" ADD COLUMN "cancel_hours" smallint DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "practice" ADD COLUMN "late_credit" text DEFAULT 'pierde' NOT NULL;--> statement-breakpoint
CREATE INDEX "calendar_events_unmarked_idx" ON "calendar_events" USING btree ("end_at") WHERE attendance is null and cancelled_at is null;