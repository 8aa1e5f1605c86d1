import {
  CONTROL_RANGES,
  OFFLINE_CONTROL_FIELDS,
  ONLINE_CONTROL_FIELDS,
  type TControl,
  type TControlType,
} from '@contract/clinical';
import { decimalShown } from '@web/lib/decimal';

/** A measure of a control: its name, label with unit (from the contract's ranges) and range. */
export type MeasureName = keyof typeof CONTROL_RANGES;
export type TextName = 'notas' | 'objetivo';
export type FieldName = MeasureName | TextName;

export interface MeasureField {
  name: MeasureName;
  /** 'Peso (kg)' */
  label: string;
  /** 'kg', for values shown on their own. */
  unit: string;
  min: number;
  max: number;
}

const unitOf = (label: string) => /\(([^)]+)\)\s*$/.exec(label)?.[1] ?? '';

export const measureField = (name: MeasureName): MeasureField => {
  const r = CONTROL_RANGES[name];
  return { name, label: r.label, unit: unitOf(r.label), min: r.min, max: r.max };
};

export const isMeasure = <T extends string>(name: T): name is Extract<T, MeasureName> =>
  name in CONTROL_RANGES;

/** The measures each form shows, in the contract's order. */
export const ONLINE_MEASURES = ONLINE_CONTROL_FIELDS.filter(isMeasure).map(measureField);
export const OFFLINE_MEASURES = OFFLINE_CONTROL_FIELDS.filter(isMeasure).map(measureField);

/** Every field a control of this type carries (spec §3: Offline adds its own to Online's). */
export function fieldsOf(typo: TControlType): FieldName[] {
  return typo === 'Offline'
    ? [...ONLINE_CONTROL_FIELDS, ...OFFLINE_CONTROL_FIELDS]
    : [...ONLINE_CONTROL_FIELDS];
}

/** What a form holds: every field as the text of its input ('' when empty). */
export type ControlValues = Record<FieldName, string>;

/** A measure as its field shows it, with the decimal comma ('72,5'). */
export function valuesOf(control: TControl | undefined): ControlValues {
  const v = (x: number | string | null | undefined) =>
    x === null || x === undefined ? '' : String(x);
  const d = decimalShown;
  return {
    talla: d(control?.talla),
    peso: d(control?.peso),
    perimetroCintura: d(control?.perimetroCintura),
    perimetroCadera: d(control?.perimetroCadera),
    brazoContraido: d(control?.brazoContraido),
    notas: v(control?.notas),
    masaAdiposa: d(control?.masaAdiposa),
    masaMuscular: d(control?.masaMuscular),
    sumade6: d(control?.sumade6),
    indice: d(control?.indice),
    biceps: d(control?.biceps),
    objetivo: v(control?.objetivo),
  };
}
