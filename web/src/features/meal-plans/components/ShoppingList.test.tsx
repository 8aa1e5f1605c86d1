import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TShoppingList } from '@contract/meal-plans';
import { renderUi } from '@web/test/render';
import { ShoppingList } from './ShoppingList';

const LIST: TShoppingList = [
  {
    group: 'Carnes',
    items: [
      {
        foodId: 'pollo',
        name: 'Pechuga de pollo sin piel',
        quantity: '≈ 1,1 kg cruda',
        amount: 1100,
        unit: 'g',
        grams: 840,
        alternatives: [
          {
            foodId: 'merluza',
            name: 'Merluza',
            quantity: '≈ 1,4 kg cruda',
            amount: 1400,
            unit: 'g',
            grams: 1050,
          },
        ],
      },
    ],
  },
  {
    group: 'Lácteos',
    items: [
      {
        foodId: 'leche',
        name: 'Leche descremada',
        quantity: '1,5 l',
        amount: 1.5,
        unit: 'l',
        grams: 1442,
        alternatives: [],
      },
    ],
  },
];

// Thursday 26 November 2026 is in ISO week 48; Monday 30 November starts week 49.
const THURSDAY = '2026-11-26';
const SUNDAY = '2026-11-29';
const NEXT_MONDAY = '2026-11-30';

const box = (line: string) =>
  screen.getByRole<HTMLInputElement>('checkbox', { name: `Comprado: ${line}` });
const chicken = () => box('Pechuga de pollo sin piel ≈ 1,1 kg cruda');
const milk = () => box('Leche descremada 1,5 l');

describe('ShoppingList', () => {
  afterEach(() => localStorage.clear());

  it('shows each line as sold, its o bien under it, and ticks a line off', () => {
    renderUi(<ShoppingList list={LIST} planId="p1" today={THURSDAY} />);
    expect(screen.getByText('o bien: merluza ≈ 1,4 kg cruda')).toBeTruthy();
    expect(chicken().checked).toBe(false);
    fireEvent.click(chicken());
    expect(chicken().checked).toBe(true);
    expect(milk().checked).toBe(false);
    expect(JSON.parse(localStorage.getItem('lista-de-compras:p1:2026-W48')!)).toEqual(['pollo']);
  });

  it('a tick stays after a remount on the same device, all week; a new week starts unticked', () => {
    const first = renderUi(<ShoppingList list={LIST} planId="p1" today={THURSDAY} />);
    fireEvent.click(chicken());
    first.unmount();

    const sunday = renderUi(<ShoppingList list={LIST} planId="p1" today={SUNDAY} />);
    expect(chicken().checked).toBe(true);
    expect(milk().checked).toBe(false);
    sunday.unmount();

    // Another plan on the same phone has its own ticks.
    const other = renderUi(<ShoppingList list={LIST} planId="p2" today={SUNDAY} />);
    expect(chicken().checked).toBe(false);
    other.unmount();

    renderUi(<ShoppingList list={LIST} planId="p1" today={NEXT_MONDAY} />);
    expect(chicken().checked).toBe(false);
    fireEvent.click(milk());
    // The week before is dropped once the new one is written: one week per plan is kept.
    expect(localStorage.getItem('lista-de-compras:p1:2026-W48')).toBeNull();
    expect(JSON.parse(localStorage.getItem('lista-de-compras:p1:2026-W49')!)).toEqual(['leche']);
  });

  it('her view of the plan is a list to read, without ticks', () => {
    renderUi(<ShoppingList list={LIST} today={THURSDAY} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText('Pechuga de pollo sin piel')).toBeTruthy();
    expect(screen.getByText('≈ 1,1 kg cruda')).toBeTruthy();
  });

  it('says when the plan has no food yet', () => {
    renderUi(<ShoppingList list={[]} planId="p1" today={THURSDAY} />);
    expect(screen.getByText('Todavía no hay alimentos en el plan.')).toBeTruthy();
  });
});
