import { describe, expect, it } from 'vitest';
import { formatGrams as gramsText } from './numbers';
import { measureText, portionText } from './portions';

const PAN = {
  _id: 'f',
  name: 'Pan',
  group: 'Panificados y cereales' as const,
  kcal: 250,
  proteinas: 9,
  carbohidratos: 43,
  grasas: 4,
  fibra: 6,
  measures: [{ name: '1 rebanada', grams: 30 }],
};

describe('amounts as the client reads them', () => {
  it('writes grams and kilos with the decimal comma', () => {
    expect(gramsText(60)).toBe('60 g');
    expect(gramsText(7.5)).toBe('7,5 g');
    expect(gramsText(1350)).toBe('1,35 kg');
    expect(gramsText(2000)).toBe('2 kg');
    expect(gramsText(12500)).toBe('12,5 kg');
  });

  it('says a household measure as many times as it is counted', () => {
    expect(measureText(1, '1 taza')).toBe('1 taza');
    expect(measureText(2, '1 taza')).toBe('2 tazas');
    expect(measureText(0.5, '1 taza')).toBe('½ taza');
    expect(measureText(1.5, '1 unidad mediana')).toBe('1 ½ unidades medianas');
    expect(measureText(3, '1 cucharada sopera')).toBe('3 cucharadas soperas');
    expect(measureText(2, '1 porción (palma de la mano)')).toBe('2 porciones (palma de la mano)');
    expect(measureText(2, '1 galleta de campaña')).toBe('2 galletas de campaña');
    expect(measureText(2, '1 pan flauta')).toBe('2 panes flauta');
    expect(measureText(2, '100 ml')).toBe('2 × 100 ml');
    expect(measureText(1.2, 'vaso')).toBe('1,2 vasos');
  });

  it('gives a measure its grams and grams alone', () => {
    expect(portionText({ amount: 2, unit: '1 rebanada' }, PAN)).toEqual({
      amount: '2 rebanadas',
      grams: '60 g',
    });
    expect(portionText({ amount: 150, unit: 'g' }, PAN)).toEqual({ amount: '150 g', grams: null });
    expect(portionText({ amount: 1, unit: '1 feta' }, PAN)).toEqual({
      amount: '1 feta',
      grams: null,
    });
  });
});
