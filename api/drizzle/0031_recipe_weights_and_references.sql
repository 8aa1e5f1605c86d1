CREATE TABLE "nutrient_references" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"sodio_mg" double precision NOT NULL,
	"azucares_libres_pct" double precision NOT NULL,
	"grasas_saturadas_pct" double precision NOT NULL,
	"calcio_mg" double precision NOT NULL,
	"hierro_mg" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nutrient_references_single_row" CHECK ("nutrient_references"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "recipe_compositions" ADD COLUMN "cooked_grams" integer;--> statement-breakpoint
ALTER TABLE "recipe_compositions" ADD COLUMN "liquid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recipe_compositions" ADD COLUMN "show_octagons" boolean DEFAULT false NOT NULL;