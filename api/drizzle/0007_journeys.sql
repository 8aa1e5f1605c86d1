CREATE TABLE "practice" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"avatar" text[] DEFAULT '{}'::text[] NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"registration" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"map_url" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_single_row" CHECK ("practice"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "refund_due" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The one row Editar Web edits: reads never have to handle its absence.
INSERT INTO "practice" ("id") VALUES (1) ON CONFLICT DO NOTHING;
