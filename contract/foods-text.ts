/**
 * The food table's groups and labels, apart from its schemas (foods.ts): the client's
 * shopping list names them without building zod on the phone (issue 32). Nothing here
 * imports zod.
 */

/** The anamnesis's food groups, as the table groups them (stored values). */
export const FOOD_GROUPS = [
  'Carnes',
  'Lácteos',
  'Verduras',
  'Frutas',
  'Panificados y cereales',
  'Legumbres',
  'Grasas',
  'Azúcares',
  'Bebidas',
  'Otros',
] as const;
export type TFoodGroup = (typeof FOOD_GROUPS)[number];
