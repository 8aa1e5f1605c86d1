CREATE TABLE "recipe_compositions" (
	"recipe_id" uuid PRIMARY KEY NOT NULL,
	"servings" smallint NOT NULL,
	"ingredients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meal_plan_versions" ADD COLUMN "recipes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "recipe_compositions" ADD CONSTRAINT "recipe_compositions_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;