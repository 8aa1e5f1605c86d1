CREATE TABLE "freed_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"freed_at" timestamp with time zone NOT NULL,
	"event_id" uuid,
	"closed_at" timestamp with time zone,
	CONSTRAINT "freed_slots_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "slot_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slot_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	"left_reason" text
);
--> statement-breakpoint
ALTER TABLE "freed_slots" ADD CONSTRAINT "freed_slots_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_offers" ADD CONSTRAINT "slot_offers_slot_id_freed_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."freed_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_offers" ADD CONSTRAINT "slot_offers_entry_id_waitlist_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_offers" ADD CONSTRAINT "slot_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist" ADD CONSTRAINT "waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "freed_slots_freed_idx" ON "freed_slots" USING btree ("freed_at");--> statement-breakpoint
CREATE INDEX "freed_slots_open_idx" ON "freed_slots" USING btree ("start_at") WHERE closed_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "slot_offers_once_idx" ON "slot_offers" USING btree ("slot_id","entry_id");--> statement-breakpoint
CREATE INDEX "slot_offers_live_idx" ON "slot_offers" USING btree ("expires_at") WHERE claimed_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_live_idx" ON "waitlist" USING btree ("user_id") WHERE left_at is null;--> statement-breakpoint
CREATE INDEX "waitlist_queue_idx" ON "waitlist" USING btree ("joined_at") WHERE left_at is null;