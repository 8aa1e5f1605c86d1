import type { TPack, TPackInput } from '@contract/credits';
import { TAX_RATES, type TTaxRate } from '@contract/fiscal';

/** What a number input holds: its number, or its text while empty or half typed. */
type NumberValue = number | string;

/** The pack form as she fills it; ZPackInputSchema checks it as the server will. */
export interface PackValues extends Record<string, unknown> {
  title: string;
  creditos: NumberValue;
  costPesos: NumberValue;
  validezDias: NumberValue;
  /** One of TAX_RATES, or '' for 'Sin definir'. */
  iva: string;
  cuotas: NumberValue;
  activo: boolean;
}

/** 'Pack de 3 controles': the name a new pack starts with, following its count. */
export const defaultPackTitle = (creditos: NumberValue) => `Pack de ${creditos} controles`;

const NEW_PACK_CREDITS = 3;

/** A new pack's starting point (90 days, one payment, offered), or the pack as stored. */
export function packValues(pack?: TPack): PackValues {
  if (!pack)
    return {
      title: defaultPackTitle(NEW_PACK_CREDITS),
      creditos: NEW_PACK_CREDITS,
      costPesos: '',
      validezDias: 90,
      iva: '',
      cuotas: 1,
      activo: true,
    };
  return {
    title: pack.title,
    creditos: pack.creditos,
    costPesos: Number(pack.costPesos),
    validezDias: pack.validezDias,
    iva: pack.iva ?? '',
    cuotas: pack.cuotas,
    activo: pack.activo,
  };
}

const isRate = (v: string): v is TTaxRate => (TAX_RATES as readonly string[]).includes(v);

/** The body of POST and PUT packs: the values as typed, the schema coerces and checks them. */
export const packPayload = (v: PackValues): TPackInput => ({
  title: v.title,
  creditos: v.creditos,
  costPesos: v.costPesos,
  validezDias: v.validezDias,
  iva: isRate(v.iva) ? v.iva : '',
  cuotas: v.cuotas,
  activo: v.activo,
});
