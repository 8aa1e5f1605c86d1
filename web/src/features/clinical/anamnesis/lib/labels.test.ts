import { describe, expect, it } from 'vitest';
import { EXTENDED_FIELD_NAMES } from '@contract/clinical';
import { anamnesisFieldLabel } from './labels';

describe('anamnesisFieldLabel', () => {
  it('names a stored field as the form does: core, meal and food-group fields', () => {
    expect(anamnesisFieldLabel('workHours')).toBe('Horas de trabajo por día');
    expect(anamnesisFieldLabel('sportsDays')).toBe('Días de deporte por semana');
    expect(anamnesisFieldLabel('desayuno_lugar')).toBe('Desayuno: lugar');
    expect(anamnesisFieldLabel('carne_vacuna_frecuencia')).toBe('Carne vacuna: frecuencia');
    expect(anamnesisFieldLabel('alimentos_procesados_detalle')).toBe(
      'Alimentos procesados: detalle',
    );
  });

  it('knows every extended field, and nothing the form does not ask', () => {
    expect(EXTENDED_FIELD_NAMES.filter((k) => !anamnesisFieldLabel(k))).toEqual([]);
    expect(anamnesisFieldLabel('consentVersion')).toBeUndefined();
    expect(anamnesisFieldLabel('constructor')).toBeUndefined();
  });
});
