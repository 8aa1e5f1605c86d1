CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"user_id" uuid,
	"purpose" text NOT NULL,
	"cfe_type" integer NOT NULL,
	"concept" text NOT NULL,
	"gross_amount" numeric(12, 2) NOT NULL,
	"tax_rate" text,
	"receptor_kind" text,
	"receptor_document" text,
	"receptor_name" text,
	"receptor_address" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"issued_at" timestamp with time zone,
	"provider_id" text,
	"series" text,
	"number" integer,
	"security_code" text,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "invoices_once" UNIQUE("sale_id","purpose")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rut" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "razon_social" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ci" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "tax_rate" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "tax_rate" text;--> statement-breakpoint
ALTER TABLE "fixed_products" ADD COLUMN "tax_rate" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "invoice_rut" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "invoice_name" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("next_attempt_at") WHERE issued_at is null or mailed_at is null;--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "invoices_occurred_idx" ON "invoices" USING btree ("occurred_at");