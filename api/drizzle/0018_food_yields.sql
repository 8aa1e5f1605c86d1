ALTER TABLE "foods" ADD COLUMN "raw_per_cooked" numeric(5, 3);--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "yield_source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "shopping" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "dry_grams_per_litre" numeric(5, 1);--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "dry_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- How the shopping list buys the starter foods, generated from
-- api/src/modules/foods/starter-yields.ts by starter-yields-cli.ts.
UPDATE "foods" SET "raw_per_cooked" = v.raw_per_cooked, "yield_source" = v.yield_source,
  "shopping" = v.shopping, "dry_grams_per_litre" = v.dry_grams_per_litre, "dry_name" = v.dry_name
FROM (VALUES
('Carne vacuna magra (nalga) cocida', 1.35::numeric, 'USDA Table of Cooking Yields for Meat and Poultry (2012): rendimiento típico del corte cocido', 'normal', NULL::numeric, ''),
('Peceto cocido (al horno)', 1.35::numeric, 'USDA Table of Cooking Yields for Meat and Poultry (2012): rendimiento típico del corte cocido', 'normal', NULL::numeric, ''),
('Carne picada magra cocida', 1.3::numeric, 'USDA Table of Cooking Yields for Meat and Poultry (2012): rendimiento típico del corte cocido', 'normal', NULL::numeric, ''),
('Carne picada común cocida', 1.4::numeric, 'USDA Table of Cooking Yields for Meat and Poultry (2012): rendimiento típico del corte cocido', 'normal', NULL::numeric, ''),
('Bife de cuadril cocido', 1.35::numeric, 'USDA Table of Cooking Yields for Meat and Poultry (2012): rendimiento típico del corte cocido', 'normal', NULL::numeric, ''),
('Hígado vacuno cocido (a la plancha)', 1.3::numeric, 'USDA Table of Cooking Yields for Meat and Poultry (2012): rendimiento típico del corte cocido', 'normal', NULL::numeric, ''),
('Pechuga de pollo sin piel cocida (a la plancha)', 1.3::numeric, 'USDA Table of Cooking Yields for Meat and Poultry (2012): rendimiento típico del corte cocido', 'normal', NULL::numeric, ''),
('Pechuga de pollo con piel cocida', 1.3::numeric, 'USDA Table of Cooking Yields for Meat and Poultry (2012): rendimiento típico del corte cocido', 'normal', NULL::numeric, ''),
('Muslo de pollo sin piel cocido', 1.4::numeric, 'USDA Table of Cooking Yields for Meat and Poultry (2012): rendimiento típico del corte cocido', 'normal', NULL::numeric, ''),
('Lomo de cerdo cocido', 1.3::numeric, 'USDA Table of Cooking Yields for Meat and Poultry (2012): rendimiento típico del corte cocido', 'normal', NULL::numeric, ''),
('Merluza cocida (al horno o al vapor)', 1.3::numeric, 'Calculado de esta tabla (USDA FoodData Central, SR Legacy): proteína de la cocida ÷ proteína de la cruda', 'normal', NULL::numeric, ''),
('Arroz blanco cocido', 0.36::numeric, 'Calculado de esta tabla (USDA FoodData Central, SR Legacy): kcal del cocido ÷ kcal del crudo; el agua de cocción no aporta energía', 'normal', NULL::numeric, ''),
('Arroz integral cocido', 0.3::numeric, 'Calculado de esta tabla (USDA FoodData Central, SR Legacy): kcal del cocido ÷ kcal del crudo; el agua de cocción no aporta energía', 'normal', NULL::numeric, ''),
('Fideos cocidos', 0.43::numeric, 'Calculado de esta tabla (USDA FoodData Central, SR Legacy): kcal del cocido ÷ kcal del crudo; el agua de cocción no aporta energía', 'normal', NULL::numeric, ''),
('Fideos integrales cocidos', 0.43::numeric, 'Calculado de esta tabla (USDA FoodData Central, SR Legacy): kcal del cocido ÷ kcal del crudo; el agua de cocción no aporta energía (el de los fideos secos)', 'normal', NULL::numeric, ''),
('Tallarines frescos cocidos', 0.45::numeric, 'USDA FoodData Central (SR Legacy): kcal de la pasta fresca cocida (131) ÷ comprada (288)', 'normal', NULL::numeric, ''),
('Polenta cocida (en agua)', 0.19::numeric, 'Calculado de esta tabla (USDA FoodData Central, SR Legacy): kcal del cocido ÷ kcal del crudo; el agua de cocción no aporta energía', 'normal', NULL::numeric, ''),
('Quinoa cocida', 0.33::numeric, 'Calculado de esta tabla (USDA FoodData Central, SR Legacy): kcal del cocido ÷ kcal del crudo; el agua de cocción no aporta energía', 'normal', NULL::numeric, ''),
('Lentejas cocidas', 0.33::numeric, 'Calculado de esta tabla (USDA FoodData Central, SR Legacy): kcal del cocido ÷ kcal del crudo; el agua de cocción no aporta energía', 'normal', NULL::numeric, ''),
('Porotos negros cocidos', 0.39::numeric, 'Calculado de esta tabla (USDA FoodData Central, SR Legacy): kcal del cocido ÷ kcal del crudo; el agua de cocción no aporta energía', 'normal', NULL::numeric, ''),
('Porotos rojos cocidos', 0.38::numeric, 'Calculado de esta tabla (USDA FoodData Central, SR Legacy): kcal del cocido ÷ kcal del crudo; el agua de cocción no aporta energía', 'normal', NULL::numeric, ''),
('Porotos manteca cocidos', 0.34::numeric, 'Calculado de esta tabla (USDA FoodData Central, SR Legacy): kcal del cocido ÷ kcal del crudo; el agua de cocción no aporta energía', 'normal', NULL::numeric, ''),
('Garbanzos cocidos', 0.45::numeric, 'Calculado de esta tabla (USDA FoodData Central, SR Legacy): kcal del cocido ÷ kcal del crudo; el agua de cocción no aporta energía', 'normal', NULL::numeric, ''),
('Mate (infusión de yerba, sin azúcar)', NULL::numeric, 'Uso habitual: unos 50 g de yerba por termo de 1 litro', 'dry', 50::numeric, 'Yerba mate'),
('Té (infusión, sin azúcar)', NULL::numeric, 'Un saquito de 2 g por taza de 200 ml', 'dry', 10::numeric, 'Té en saquitos'),
('Café (infusión, sin azúcar)', NULL::numeric, 'Specialty Coffee Association: proporción de referencia, 55 g por litro', 'dry', 55::numeric, 'Café molido'),
('Agua', NULL::numeric, '', 'skip', NULL::numeric, '')
) AS v(name, raw_per_cooked, yield_source, shopping, dry_grams_per_litre, dry_name)
WHERE f_unaccent(lower("foods"."name")) = f_unaccent(lower(v.name)) AND "foods"."archived_at" IS NULL;
