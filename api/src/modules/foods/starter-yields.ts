import type { TFoodShopping } from '@contract/foods';

/**
 * How the shopping list buys the starter foods (issue 31; decision 0020): the yield of the
 * ones eaten cooked (grams of the raw product per gram cooked) and of the infusions their
 * dry product, each with its source. The starter table shipped before these columns
 * existed, so its values come as the UPDATE that ends api/drizzle/0018_food_yields.sql
 * (`starterYieldsSql`; a test checks the two agree and that every name is a starter food).
 * Print it with: npx tsx api/src/modules/foods/starter-yields-cli.ts
 */
export interface StarterYield {
  name: string;
  rawPerCooked?: number;
  shopping?: TFoodShopping;
  dryGramsPerLitre?: number;
  dryName?: string;
  yieldSource: string;
}

const MEAT =
  'USDA Table of Cooking Yields for Meat and Poultry (2012): rendimiento típico del corte cocido';
/** Cooking in water adds weight, not energy: raw per cooked is the ratio of their kcal. */
const TABLE =
  'Calculado de esta tabla (USDA FoodData Central, SR Legacy): kcal del cocido ÷ kcal del crudo; el agua de cocción no aporta energía';
/** Fish is not in the meat table; cooking adds no protein either. */
const FISH =
  'Calculado de esta tabla (USDA FoodData Central, SR Legacy): proteína de la cocida ÷ proteína de la cruda';

export const STARTER_YIELDS: StarterYield[] = [
  { name: 'Carne vacuna magra (nalga) cocida', rawPerCooked: 1.35, yieldSource: MEAT },
  { name: 'Peceto cocido (al horno)', rawPerCooked: 1.35, yieldSource: MEAT },
  { name: 'Carne picada magra cocida', rawPerCooked: 1.3, yieldSource: MEAT },
  { name: 'Carne picada común cocida', rawPerCooked: 1.4, yieldSource: MEAT },
  { name: 'Bife de cuadril cocido', rawPerCooked: 1.35, yieldSource: MEAT },
  { name: 'Hígado vacuno cocido (a la plancha)', rawPerCooked: 1.3, yieldSource: MEAT },
  { name: 'Pechuga de pollo sin piel cocida (a la plancha)', rawPerCooked: 1.3, yieldSource: MEAT },
  { name: 'Pechuga de pollo con piel cocida', rawPerCooked: 1.3, yieldSource: MEAT },
  { name: 'Muslo de pollo sin piel cocido', rawPerCooked: 1.4, yieldSource: MEAT },
  { name: 'Lomo de cerdo cocido', rawPerCooked: 1.3, yieldSource: MEAT },
  { name: 'Merluza cocida (al horno o al vapor)', rawPerCooked: 1.3, yieldSource: FISH },
  // 130 ÷ 365, 111 ÷ 370, 158 ÷ 371, ...: the kcal of the table's cooked and raw rows.
  { name: 'Arroz blanco cocido', rawPerCooked: 0.36, yieldSource: TABLE },
  { name: 'Arroz integral cocido', rawPerCooked: 0.3, yieldSource: TABLE },
  { name: 'Fideos cocidos', rawPerCooked: 0.43, yieldSource: TABLE },
  {
    name: 'Fideos integrales cocidos',
    rawPerCooked: 0.43,
    yieldSource: `${TABLE} (el de los fideos secos)`,
  },
  {
    name: 'Tallarines frescos cocidos',
    rawPerCooked: 0.45,
    yieldSource:
      'USDA FoodData Central (SR Legacy): kcal de la pasta fresca cocida (131) ÷ comprada (288)',
  },
  { name: 'Polenta cocida (en agua)', rawPerCooked: 0.19, yieldSource: TABLE },
  { name: 'Quinoa cocida', rawPerCooked: 0.33, yieldSource: TABLE },
  { name: 'Lentejas cocidas', rawPerCooked: 0.33, yieldSource: TABLE },
  { name: 'Porotos negros cocidos', rawPerCooked: 0.39, yieldSource: TABLE },
  { name: 'Porotos rojos cocidos', rawPerCooked: 0.38, yieldSource: TABLE },
  { name: 'Porotos manteca cocidos', rawPerCooked: 0.34, yieldSource: TABLE },
  { name: 'Garbanzos cocidos', rawPerCooked: 0.45, yieldSource: TABLE },
  {
    name: 'Mate (infusión de yerba, sin azúcar)',
    shopping: 'dry',
    dryGramsPerLitre: 50,
    dryName: 'Yerba mate',
    yieldSource: 'Uso habitual: unos 50 g de yerba por termo de 1 litro',
  },
  {
    name: 'Té (infusión, sin azúcar)',
    shopping: 'dry',
    dryGramsPerLitre: 10,
    dryName: 'Té en saquitos',
    yieldSource: 'Un saquito de 2 g por taza de 200 ml',
  },
  {
    name: 'Café (infusión, sin azúcar)',
    shopping: 'dry',
    dryGramsPerLitre: 55,
    dryName: 'Café molido',
    yieldSource: 'Specialty Coffee Association: proporción de referencia, 55 g por litro',
  },
  // Tap water is not bought; she sets it back if her client buys bottled water.
  { name: 'Agua', shopping: 'skip', yieldSource: '' },
];

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;
const number = (n: number | undefined) => (n === undefined ? 'NULL' : String(n));

/**
 * One UPDATE matching each food by its name as the unique index compares names (so a
 * starter food she has edited gets its yield too: the columns are new, nothing of hers
 * is overwritten); an archived one is left alone.
 */
export function starterYieldsSql(list: readonly StarterYield[] = STARTER_YIELDS): string {
  const values = list.map(
    (y) =>
      `(${[
        literal(y.name),
        `${number(y.rawPerCooked)}::numeric`,
        literal(y.yieldSource),
        literal(y.shopping ?? 'normal'),
        `${number(y.dryGramsPerLitre)}::numeric`,
        literal(y.dryName ?? ''),
      ].join(', ')})`,
  );
  return (
    '-- How the shopping list buys the starter foods, generated from\n' +
    '-- api/src/modules/foods/starter-yields.ts by starter-yields-cli.ts.\n' +
    'UPDATE "foods" SET "raw_per_cooked" = v.raw_per_cooked, "yield_source" = v.yield_source,\n' +
    '  "shopping" = v.shopping, "dry_grams_per_litre" = v.dry_grams_per_litre, "dry_name" = v.dry_name\n' +
    'FROM (VALUES\n' +
    `${values.join(',\n')}\n` +
    ') AS v(name, raw_per_cooked, yield_source, shopping, dry_grams_per_litre, dry_name)\n' +
    'WHERE f_unaccent(lower("foods"."name")) = f_unaccent(lower(v.name)) AND "foods"."archived_at" IS NULL;\n'
  );
}
