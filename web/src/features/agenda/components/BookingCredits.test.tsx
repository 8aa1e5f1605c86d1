import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@contract/pages';
import { renderUi } from '@web/test/render';
import { BookingCredits, type Credits } from './BookingCredits';
import { makeCreditLot } from '@web/test/credits';

const lot = makeCreditLot;
const TURNO = lot({
  purchaseId: 'p2',
  producto: 'Turno Presencial',
  total: 1,
  quedan: 1,
  vencen: null,
});

const show = (credits: Credits, booked = false) =>
  renderUi(<BookingCredits credits={credits} booked={booked} />);

describe('BookingCredits: what the booking page says of the paid turnos (issue 34)', () => {
  it("the count, and each pack's credits left with when they expire", () => {
    show({
      count: 3,
      lots: [lot(), TURNO, lot({ purchaseId: 'p0', quedan: 0, vencidos: 3 })],
      error: null,
    });
    expect(screen.getByText('Tenés 3 turnos para agendar')).toBeTruthy();
    const lines = screen.getAllByRole('listitem').map((li) => li.textContent);
    // A lot used up is not listed; the turno beside the pack is.
    expect(lines).toEqual([
      'Pack de 3 controles: Te quedan 2 de 3 controles · vencen el 15/3',
      'Turno Presencial: Te queda 1 turno para agendar',
    ]);
  });

  it('a lone Turno Presencial: the count says it all', () => {
    show({ count: 1, lots: [TURNO], error: null });
    expect(screen.getByText('Tenés 1 turno para agendar')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('none left: the way to pay a turno or a pack', () => {
    show({ count: 0, lots: [lot({ quedan: 0 })], error: null });
    const alert = screen.getByText('No tenés un turno pago para agendar').closest('[role="alert"]');
    expect(alert).toBeTruthy();
    expect(
      within(alert as HTMLElement).getByText(/pagá tu Turno Presencial o un pack de controles/),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Pagar un turno o un pack' }).getAttribute('href'),
    ).toBe(PATHS.inPerson());
  });
});
