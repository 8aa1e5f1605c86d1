CREATE TABLE "credit_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"credit_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"event_id" uuid,
	"event_start" timestamp with time zone,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purchase_id" uuid NOT NULL,
	"expires_on" date,
	"used_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"credits" integer NOT NULL,
	"cost_pesos" numeric(12, 2) NOT NULL,
	"validity_days" integer NOT NULL,
	"tax_rate" text,
	"max_installments" smallint DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packs_credits" CHECK ("packs"."credits" between 2 and 20),
	CONSTRAINT "packs_validity" CHECK ("packs"."validity_days" between 1 and 730)
);
--> statement-breakpoint
DROP INDEX "calendar_events_purchase_live_idx";--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "credit_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_credit_id_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."credits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_movements_user_idx" ON "credit_movements" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "credits_purchase_idx" ON "credits" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "credits_free_idx" ON "credits" USING btree ("user_id","expires_on") WHERE used_at is null and expired_at is null and revoked_at is null;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_credit_id_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."credits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_events_credit_live_idx" ON "calendar_events" USING btree ("credit_id") WHERE cancelled_at is null;--> statement-breakpoint
-- Each 'Turno Presencial' bought so far becomes one credit that never expires, with the
-- purchase's own id, so the turnos that used a purchase now use its credit; the ledger
-- starts with what happened to it (bought, used by its live turno, taken back by a refund).
INSERT INTO "credits" ("id", "user_id", "purchase_id", "used_at", "revoked_at", "created_at")
  SELECT "id", "user_id", "id", "used_at", "revoked_at", "created_at" FROM "purchases"
  WHERE "product_kind" = 'control';--> statement-breakpoint
INSERT INTO "credit_movements" ("user_id", "credit_id", "kind", "at")
  SELECT "user_id", "id", 'compra', "created_at" FROM "credits";--> statement-breakpoint
INSERT INTO "credit_movements" ("user_id", "credit_id", "kind", "event_id", "event_start", "at")
  SELECT c."user_id", c."id", 'uso', e."id", e."start_at", c."used_at" FROM "credits" c
  LEFT JOIN "calendar_events" e ON e."purchase_id" = c."id" AND e."cancelled_at" IS NULL
  WHERE c."used_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "credit_movements" ("user_id", "credit_id", "kind", "at")
  SELECT "user_id", "id", 'reembolso', "revoked_at" FROM "credits"
  WHERE "revoked_at" IS NOT NULL AND "used_at" IS NULL;--> statement-breakpoint
UPDATE "calendar_events" SET "credit_id" = "purchase_id"
  WHERE "purchase_id" IN (SELECT "id" FROM "credits");
