CREATE TABLE "fixed_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"cost_pesos" numeric(12, 2) NOT NULL,
	CONSTRAINT "fixed_products_kind_unique" UNIQUE("kind")
);
--> statement-breakpoint
CREATE TABLE "test_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text DEFAULT 'UYU' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "product_kind" text DEFAULT 'plan' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_payments" ADD CONSTRAINT "test_payments_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_orders_pending_idx" ON "payment_orders" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
-- The 'Turno Presencial' is a product row (DECISIONS §4), there in every database, demo or not.
INSERT INTO "fixed_products" ("kind", "title", "cost_pesos") VALUES ('control', 'Turno Presencial', 1000.00);
