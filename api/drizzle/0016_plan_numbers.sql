ALTER TABLE "deliveries" ADD COLUMN "file_versions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Plans and versions published before the switch show no numbers to the client (issue 31,
-- docs/decisions/0020): the default, false, is the decision.
ALTER TABLE "meal_plan_versions" ADD COLUMN "show_numbers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "meal_plans" ADD COLUMN "show_numbers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The meal plans' PDFs already in a delivery are named by their version too.
UPDATE "deliveries" AS d SET "file_versions" = v.versions
FROM (
  SELECT p."delivery_id", jsonb_object_agg(mv."pdf_name", mv."version") AS versions
  FROM "meal_plan_versions" AS mv
  INNER JOIN "meal_plans" AS p ON p."id" = mv."plan_id"
  WHERE p."delivery_id" IS NOT NULL
  GROUP BY p."delivery_id"
) AS v
WHERE v."delivery_id" = d."id";
