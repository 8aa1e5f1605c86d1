import { z } from 'zod';
import { formatFixed } from './numbers';

/**
 * Her reference values for a day of a plan (issue 35): what contract/day-micros.ts says a
 * day's sodium, free sugars, saturated fat, calcium and iron against. Until she sets hers,
 * the defaults below, each with its source.
 */

const referenceNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label}: tiene que ser un número` })
    .min(min, { error: `${label}: un número entre ${formatFixed(min)} y ${formatFixed(max)}` })
    .max(max, { error: `${label}: un número entre ${formatFixed(min)} y ${formatFixed(max)}` });

/** The values a day is measured against: maxima for sodium and the two %, minima for calcium and iron. */
export const ZNutrientReferencesSchema = z.object({
  sodioMg: referenceNumber('Sodio (mg por día)', 200, 10000),
  azucaresLibresPct: referenceNumber('Azúcares libres (% de la energía)', 1, 50),
  grasasSaturadasPct: referenceNumber('Grasas saturadas (% de la energía)', 1, 50),
  calcioMg: referenceNumber('Calcio (mg por día)', 100, 5000),
  hierroMg: referenceNumber('Hierro (mg por día)', 1, 100),
});
export type TNutrientReferences = z.infer<typeof ZNutrientReferencesSchema>;

/** Until she sets hers: adults, as the sources below say. */
export const DEFAULT_REFERENCES: TNutrientReferences = {
  sodioMg: 2000,
  azucaresLibresPct: 10,
  grasasSaturadasPct: 10,
  calcioMg: 1000,
  hierroMg: 18,
};

/** Where each default comes from, shown beside it. */
export const REFERENCE_SOURCES: Record<keyof TNutrientReferences, string> = {
  sodioMg: 'OMS (2012): menos de 2 g de sodio por día, unos 5 g de sal',
  azucaresLibresPct: 'OMS (2015): menos del 10 % de la energía en azúcares libres',
  grasasSaturadasPct: 'OMS (2023): menos del 10 % de la energía en grasas saturadas',
  calcioMg: 'IOM (2011): 1.000 mg por día de 19 a 50 años',
  hierroMg: 'IOM (2001): 18 mg por día mujeres de 19 a 50 años; 8 mg hombres',
};

export const ZNutrientReferencesSavedSchema = z.object({
  message: z.string(),
  referencias: ZNutrientReferencesSchema,
});
export const REFERENCES_MSG = { saved: 'Valores de referencia guardados' } as const;
