-- Comma-separated lists become text[] columns; existing rows are kept.
-- Names: split at commas, trimmed, without empty entries or the old browser's
-- literal 'undefined' / 'null'. Slider links are positional (link i goes with
-- image i): empty middle positions stay as '', trailing ones are dropped.
-- USING takes no subqueries, hence array_remove instead of unnest/filter.
-- Runs on PGlite (PostgreSQL 18) and PostgreSQL 15.
ALTER TABLE "users" ALTER COLUMN "avatar" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "avatar" SET DATA TYPE text[] USING array_remove(array_remove(array_remove(regexp_split_to_array(btrim(coalesce("avatar", '')), '\s*,\s*'), ''), 'undefined'), 'null');
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "avatar" SET DEFAULT '{}'::text[];
--> statement-breakpoint
ALTER TABLE "home_sliders" ALTER COLUMN "avatar" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "home_sliders" ALTER COLUMN "avatar" SET DATA TYPE text[] USING array_remove(array_remove(array_remove(regexp_split_to_array(btrim(coalesce("avatar", '')), '\s*,\s*'), ''), 'undefined'), 'null');
--> statement-breakpoint
ALTER TABLE "home_sliders" ALTER COLUMN "avatar" SET DEFAULT '{}'::text[];
--> statement-breakpoint
ALTER TABLE "home_sliders" ALTER COLUMN "links" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "home_sliders" ALTER COLUMN "links" SET DATA TYPE text[] USING CASE WHEN regexp_replace(coalesce("links", ''), '[\s,]+$', '') ~ '^\s*$' THEN '{}'::text[] ELSE array_replace(array_replace(regexp_split_to_array(btrim(regexp_replace(coalesce("links", ''), '[\s,]+$', '')), '\s*,\s*'), 'undefined', ''), 'null', '') END;
--> statement-breakpoint
ALTER TABLE "home_sliders" ALTER COLUMN "links" SET DEFAULT '{}'::text[];
--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "avatar" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "avatar" SET DATA TYPE text[] USING array_remove(array_remove(array_remove(regexp_split_to_array(btrim(coalesce("avatar", '')), '\s*,\s*'), ''), 'undefined'), 'null');
--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "avatar" SET DEFAULT '{}'::text[];
--> statement-breakpoint
ALTER TABLE "product_files" ALTER COLUMN "avatar" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "product_files" ALTER COLUMN "avatar" SET DATA TYPE text[] USING array_remove(array_remove(array_remove(regexp_split_to_array(btrim(coalesce("avatar", '')), '\s*,\s*'), ''), 'undefined'), 'null');
--> statement-breakpoint
ALTER TABLE "product_files" ALTER COLUMN "avatar" SET DEFAULT '{}'::text[];
--> statement-breakpoint
ALTER TABLE "recipes" ALTER COLUMN "avatar" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "recipes" ALTER COLUMN "avatar" SET DATA TYPE text[] USING array_remove(array_remove(array_remove(regexp_split_to_array(btrim(coalesce("avatar", '')), '\s*,\s*'), ''), 'undefined'), 'null');
--> statement-breakpoint
ALTER TABLE "recipes" ALTER COLUMN "avatar" SET DEFAULT '{}'::text[];
--> statement-breakpoint
ALTER TABLE "tips" ALTER COLUMN "avatar" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "tips" ALTER COLUMN "avatar" SET DATA TYPE text[] USING array_remove(array_remove(array_remove(regexp_split_to_array(btrim(coalesce("avatar", '')), '\s*,\s*'), ''), 'undefined'), 'null');
--> statement-breakpoint
ALTER TABLE "tips" ALTER COLUMN "avatar" SET DEFAULT '{}'::text[];
--> statement-breakpoint
ALTER TABLE "controls" ALTER COLUMN "avatar" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "controls" ALTER COLUMN "avatar" SET DATA TYPE text[] USING array_remove(array_remove(array_remove(regexp_split_to_array(btrim(coalesce("avatar", '')), '\s*,\s*'), ''), 'undefined'), 'null');
--> statement-breakpoint
ALTER TABLE "controls" ALTER COLUMN "avatar" SET DEFAULT '{}'::text[];