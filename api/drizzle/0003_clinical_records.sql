CREATE TABLE "clinical_access_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid,
	"admin_name" text NOT NULL,
	"user_id" uuid NOT NULL,
	"what" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "anamneses_user_idx";--> statement-breakpoint
ALTER TABLE "anamneses" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "anamneses" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "anamneses" ADD COLUMN "consent_recorded_by" text;--> statement-breakpoint
-- Rows written before consent was recorded (imported data: no API wrote anamneses before
-- this migration) say so: version 'sin-registro', recorded by the admin, at their creation.
UPDATE "anamneses" SET "consent_version" = 'sin-registro', "consented_at" = "created_at", "consent_recorded_by" = 'admin';--> statement-breakpoint
ALTER TABLE "anamneses" ALTER COLUMN "consent_version" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "anamneses" ALTER COLUMN "consented_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "anamneses" ALTER COLUMN "consent_recorded_by" SET NOT NULL;--> statement-breakpoint
-- One anamnesis per client from now on: of a client's several imported ones, the most
-- recently updated is kept (the one the old app showed: it read the last one saved).
DELETE FROM "anamneses" a USING "anamneses" b WHERE a."user_id" = b."user_id" AND (a."updated_at", a."id") < (b."updated_at", b."id");--> statement-breakpoint
ALTER TABLE "clinical_access_log" ADD CONSTRAINT "clinical_access_log_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_access_log" ADD CONSTRAINT "clinical_access_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clinical_access_log_user_idx" ON "clinical_access_log" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "anamneses_user_unique" ON "anamneses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "controls_avatar_idx" ON "controls" USING gin ("avatar");