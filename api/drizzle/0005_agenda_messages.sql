ALTER TABLE "calendar_events" DROP CONSTRAINT "calendar_events_purchase_id_unique";--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_events_purchase_live_idx" ON "calendar_events" USING btree ("purchase_id") WHERE cancelled_at is null;--> statement-breakpoint
CREATE INDEX "calendar_events_reminder_idx" ON "calendar_events" USING btree ("start_at") WHERE reminder_sent_at is null and cancelled_at is null;--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("client_id") WHERE state = 'Nuevo';--> statement-breakpoint
-- Two live appointments never overlap, whoever books them and however fast (DECISIONS §5).
-- Drizzle has no builder for an exclusion constraint; gist over one range needs no extension.
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_no_overlap" EXCLUDE USING gist (tstzrange("start_at", "end_at", '[)') WITH &&) WHERE ("cancelled_at" IS NULL);--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_range_check" CHECK ("end_at" > "start_at");
