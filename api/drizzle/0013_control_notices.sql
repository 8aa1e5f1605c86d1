ALTER TABLE "users" ADD COLUMN "next_control_reminded_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "controls" ADD COLUMN "seen_at" timestamp with time zone;--> statement-breakpoint
-- Controls recorded before 'Hoy' listed new ones are not news to her: seen when recorded.
UPDATE "controls" SET "seen_at" = "created_at";--> statement-breakpoint
CREATE INDEX "controls_unseen_idx" ON "controls" USING btree ("created_at") WHERE seen_at is null;
