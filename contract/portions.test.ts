import { describe, expect, it } from 'vitest';
import { formatGrams as gramsText } from './numbers';
import { indexRecipes } from './nutrition';
import {
  measureText,
  portionLine,
  portionText,
  recipeIngredientsText,
  recipeLine,
} from './portions';

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

  it('a measure that names the food is not said twice, nor a parenthesis after another', () => {
    const breast = {
      name: 'Pechuga de pollo sin piel cocida (a la plancha)',
      measures: [{ name: '1 pechuga mediana (sin hueso)', grams: 150 }],
    };
    expect(portionLine({ amount: 1, unit: '1 pechuga mediana (sin hueso)' }, breast)).toBe(
      '1 pechuga mediana de pollo sin piel cocida (a la plancha) · sin hueso, 150 g',
    );
    expect(portionLine({ amount: 2, unit: '1 pechuga mediana (sin hueso)' }, breast)).toBe(
      '2 pechugas medianas de pollo sin piel cocida (a la plancha) · sin hueso, 300 g',
    );
    // 'Pan de molde' after '1 rebanada' keeps its name: the measure does not say 'pan'.
    expect(portionLine({ amount: 1, unit: '1 rebanada' }, { ...PAN, name: 'Pan de molde' })).toBe(
      '1 rebanada de pan de molde (30 g)',
    );
  });

  it('a recipe of a meal: its servings, and what they take', () => {
    const recipes = indexRecipes([
      {
        _id: 'r',
        title: 'Tarta de zapallitos',
        servings: 4,
        ingredients: [
          { foodId: 'pan', amount: 8, unit: '1 rebanada' },
          { foodId: 'leche', amount: 400, unit: 'g' },
        ],
      },
    ]);
    const foods = new Map([
      ['pan', PAN],
      ['leche', { ...PAN, name: 'Leche descremada' }],
    ]);
    const item = { recipeId: 'r', servings: 1.5, note: '' };
    expect(recipeLine(item, recipes.get('r'))).toBe('Tarta de zapallitos · 1 ½ porciones');
    expect(recipeLine({ servings: 0.5 }, undefined)).toBe('Receta · ½ porción');
    expect(recipeIngredientsText(item, recipes, foods)).toBe(
      '3 rebanadas de pan (90 g); 150 g de leche descremada',
    );
    expect(recipeIngredientsText({ recipeId: 'x', servings: 1 }, recipes, foods)).toBe('');
    // 8 slices for 4, eaten 0,6 of a serving: 1,2 slices read 1 ¼; 60 g of milk, whole.
    expect(recipeIngredientsText({ recipeId: 'r', servings: 0.6 }, recipes, foods)).toBe(
      '1 ¼ rebanadas de pan (38 g); 60 g de leche descremada',
    );
  });
});
