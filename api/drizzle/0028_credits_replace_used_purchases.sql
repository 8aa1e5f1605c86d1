ALTER TABLE "calendar_events" DROP CONSTRAINT "calendar_events_purchase_id_purchases_id_fk";
--> statement-breakpoint
ALTER TABLE "purchases" DROP COLUMN "used_at";--> statement-breakpoint
ALTER TABLE "calendar_events" DROP COLUMN "purchase_id";