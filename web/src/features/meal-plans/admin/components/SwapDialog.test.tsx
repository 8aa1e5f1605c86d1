import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TPlanFood } from '@contract/meal-plans';
import { indexFoods } from '@contract/nutrition';
import { POLENTA, PORTENO, POTATO, RICE, SLICED_BREAD, starterFood } from '@contract/testing/foods';
import { renderUi } from '@web/test/render';
import { foodOptions } from '../../lib/builder-food-search';
import { ItemRow } from './ItemRow';
import { SwapDialog, type SwapItem } from './SwapDialog';

// Values per 100 g from the starter table.
const BREAD = SLICED_BREAD;
const FOODS = [RICE, POLENTA, BREAD, PORTENO, POTATO];

const rice = (over: Partial<SwapItem> = {}): SwapItem => ({
  food: RICE,
  amount: 150,
  unit: 'g',
  grams: 150,
  substitutes: [],
  ...over,
});

function show(item: SwapItem, foods: readonly TPlanFood[] = FOODS) {
  const onReplace = vi.fn();
  const onAddSubstitute = vi.fn();
  const onClose = vi.fn();
  renderUi(
    <SwapDialog
      item={item}
      foods={foods}
      onReplace={onReplace}
      onAddSubstitute={onAddSubstitute}
      onClose={onClose}
    />,
  );
  return { onReplace, onAddSubstitute, onClose };
}

const options = () => screen.getAllByTestId('swap-option');

describe("'Cambiar por…' (SwapDialog)", () => {
  it('offers, for 150 g of rice, foods of its group in the amount that brings its energy', () => {
    show(rice());
    expect(
      screen.getByRole('dialog', { name: 'Cambiar «Arroz blanco cocido» (150 g · 195 kcal)' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Alimentos del mismo grupo con energía parecida (±10 %), en la cantidad que la iguala.',
      ),
    ).toBeTruthy();
    expect(options().map((o) => o.textContent)).toEqual([
      expect.stringContaining(
        'Polenta cocida (en agua)2 porciones (cuadrado, 300 g) · 210 kcal · +8 %P 4,5 g · C 45 g · G 0,9 g',
      ),
      expect.stringContaining('Pan de molde blanco3 rebanadas (75 g) · 200 kcal · +2 %'),
      expect.stringContaining('Pan porteño65 g · 189 kcal · −3 %'),
    ]);
    expect(screen.queryByText('Papa hervida')).toBeNull();
  });

  it("'Reemplazar' and 'Agregar como «o bien»' hand back the option", () => {
    const { onReplace, onAddSubstitute } = show(rice());
    fireEvent.click(screen.getByRole('button', { name: 'Reemplazar por Pan de molde blanco' }));
    expect(onReplace).toHaveBeenCalledTimes(1);
    expect(onReplace.mock.calls[0]![0]).toMatchObject({
      food: { _id: BREAD._id },
      amount: 3,
      unit: '1 rebanada',
      grams: 75,
    });
    fireEvent.click(
      screen.getByRole('button', { name: 'Agregar como «o bien»: Polenta cocida (en agua)' }),
    );
    expect(onAddSubstitute.mock.calls[0]![0]).toMatchObject({
      food: { _id: POLENTA._id },
      amount: 2,
      unit: '1 porción (cuadrado)',
    });
  });

  it("the 'o bien' button is off, saying why, at 5 options or for a food already one", () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((x) => ({ foodId: `sub-${x}` }));
    show(rice({ substitutes: five }));
    for (const o of options()) {
      const add = within(o).getByRole('button', { name: /^Agregar como «o bien»/ });
      expect((add as HTMLButtonElement).disabled).toBe(true);
      expect(within(o).getByText('Ya tiene 5 opciones «o bien», el máximo')).toBeTruthy();
      expect(
        (within(o).getByRole('button', { name: /^Reemplazar/ }) as HTMLButtonElement).disabled,
      ).toBe(false);
    }
  });

  it('only the food already an option is off when there is room', () => {
    show(rice({ substitutes: [{ foodId: BREAD._id }] }));
    const add = (name: string) =>
      screen.getByRole('button', { name: `Agregar como «o bien»: ${name}` }) as HTMLButtonElement;
    expect(add('Pan de molde blanco').disabled).toBe(true);
    expect(add('Pan de molde blanco').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Ya es una de sus opciones «o bien»')).toBeTruthy();
    expect(add('Polenta cocida (en agua)').disabled).toBe(false);
  });

  it('says so when nothing of its group matches, and closes', () => {
    const { onClose } = show(rice(), [RICE, POTATO]);
    expect(screen.getByText('No hay alimentos del mismo grupo con energía parecida')).toBeTruthy();
    expect(screen.queryAllByTestId('swap-option')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("titles an item in a household measure as she wrote it: '1 taza'", () => {
    show(rice({ amount: 1, unit: '1 taza', grams: 160 }));
    expect(
      screen.getByRole('dialog', { name: 'Cambiar «Arroz blanco cocido» (1 taza · 208 kcal)' }),
    ).toBeTruthy();
  });
});

describe("'Cambiar por…' from a row of the builder", () => {
  const OLD_BREAD = starterFood('Pan casero', 'Panificados y cereales', [270, 8, 50, 3.5]);
  const row = (over: { foodId?: string; amount?: string } = {}) => {
    const dispatch = vi.fn();
    renderUi(
      <ItemRow
        item={{
          key: 'k1',
          foodId: RICE._id,
          amount: '150',
          unit: 'g',
          note: 'Sin sal',
          substitutes: [],
          ...over,
        }}
        day={0}
        meal={1}
        index={2}
        count={3}
        mealLabel="Almuerzo"
        foods={indexFoods([...FOODS, OLD_BREAD])}
        // 'Pan casero' is only in the plan: the table dropped it.
        groups={foodOptions(FOODS, [OLD_BREAD])}
        errors={{}}
        dispatch={dispatch}
      />,
    );
    return dispatch;
  };

  it('opens the options, offers only what the table offers, and replaces the item', () => {
    const dispatch = row();
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar Arroz blanco cocido por…' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByText('Pan casero')).toBeNull();
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Reemplazar por Polenta cocida (en agua)' }),
    );
    expect(dispatch).toHaveBeenCalledWith({
      type: 'replaceItem',
      day: 0,
      meal: 1,
      item: 2,
      portion: { foodId: POLENTA._id, amount: 2, unit: '1 porción (cuadrado)' },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("adds an 'o bien' in its amount", () => {
    const dispatch = row();
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar Arroz blanco cocido por…' }));
    fireEvent.click(screen.getByRole('button', { name: 'Agregar como «o bien»: Pan porteño' }));
    expect(dispatch).toHaveBeenCalledWith({
      type: 'addSubstitute',
      day: 0,
      meal: 1,
      item: 2,
      portion: { foodId: PORTENO._id, amount: 65, unit: 'g' },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not offered before the food and its amount are known', () => {
    row({ amount: '' });
    expect(screen.queryByRole('button', { name: /^Cambiar .* por…$/ })).toBeNull();
  });
});
