import { describe, expect, it } from 'vitest';
import { formatGrams as gramsText } from './numbers';
import { measureText, portionLine, portionText } from './portions';

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
      detail: '60 g',
    });
    expect(portionText({ amount: 150, unit: 'g' }, PAN)).toEqual({
      amount: '150 g',
      detail: null,
    });
    expect(portionText({ amount: 1, unit: '1 feta' }, PAN)).toEqual({
      amount: '1 feta',
      detail: null,
    });
  });

  it("says a measure's own note once, never a parenthesis inside another (issue 31)", () => {
    const LECHE = {
      ...PAN,
      name: 'Leche descremada',
      measures: [
        { name: '1 vaso (200 ml)', grams: 206 },
        { name: '1 jarra (1 litro)', grams: 1030 },
      ],
    };
    const POLLO = {
      ...PAN,
      name: 'Pechuga de pollo',
      measures: [{ name: '1 porción (palma de la mano)', grams: 120 }],
    };
    const JAMON = {
      ...PAN,
      name: 'Jamón cocido',
      measures: [{ name: '1 porción (3 fetas)', grams: 30 }],
    };
    expect(portionText({ amount: 1, unit: '1 vaso (200 ml)' }, LECHE)).toEqual({
      amount: '1 vaso',
      detail: '200 ml',
    });
    expect(portionLine({ amount: 1, unit: '1 vaso (200 ml)' }, LECHE)).toBe(
      '1 vaso de leche descremada (200 ml)',
    );
    expect(portionLine({ amount: 2, unit: '1 vaso (200 ml)' }, LECHE)).toBe(
      '2 vasos de leche descremada (400 ml)',
    );
    expect(portionLine({ amount: 0.5, unit: '1 jarra (1 litro)' }, LECHE)).toBe(
      '½ jarra de leche descremada (½ litro)',
    );
    expect(portionLine({ amount: 2, unit: '1 porción (palma de la mano)' }, POLLO)).toBe(
      '2 porciones de pechuga de pollo (palma de la mano, 240 g)',
    );
    expect(portionLine({ amount: 2, unit: '1 porción (3 fetas)' }, JAMON)).toBe(
      '2 porciones de jamón cocido (6 fetas, 60 g)',
    );
    expect(portionLine({ amount: 2, unit: '1 rebanada' }, PAN)).toBe('2 rebanadas de pan (60 g)');
    expect(portionLine({ amount: 45, unit: 'g' }, { ...PAN, name: 'UHT entera' })).toBe(
      '45 g de UHT entera',
    );
    // A measure the table dropped: her words alone.
    expect(portionLine({ amount: 1, unit: '1 taza (250 ml)' }, PAN)).toBe('1 taza de pan (250 ml)');
    expect(portionLine({ amount: 1, unit: '1 taza' }, undefined)).toBe('1 taza de alimento');
  });
});
