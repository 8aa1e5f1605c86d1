CREATE TABLE "kept_clinical_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"former_user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"erased_at" timestamp with time zone NOT NULL,
	"anamnesis" jsonb,
	"controls" jsonb NOT NULL,
	"access" jsonb NOT NULL,
	"meal_plans" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"due_day" date NOT NULL,
	"answered_at" timestamp with time zone,
	"answer" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kept_clinical_records_erased_idx" ON "kept_clinical_records" USING btree ("erased_at");--> statement-breakpoint
CREATE INDEX "data_requests_user_idx" ON "data_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "data_requests_due_idx" ON "data_requests" USING btree ("due_day") WHERE "data_requests"."answered_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "data_requests_pending_uq" ON "data_requests" USING btree ("user_id","kind") WHERE "data_requests"."answered_at" is null;