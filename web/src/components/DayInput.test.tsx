import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@web/test/render';
import { DayInput } from './DayInput';

/** A form's field: the value it holds is what the form sends. */
function Field({ initial, onValue }: { initial: string; onValue: (v: string) => void }) {
  const [day, setDay] = useState(initial);
  return (
    <DayInput
      label="Día"
      clearable
      value={day}
      onChange={(d) => {
        setDay(d);
        onValue(d);
      }}
    />
  );
}

const input = () => screen.getByLabelText('Día') as HTMLInputElement;

describe('DayInput', () => {
  it('shows a YYYY-MM-DD value as dd/mm/aaaa', () => {
    renderUi(<Field initial="2026-01-12" onValue={() => {}} />);
    expect(input().value).toBe('12/01/2026');
    expect(input().placeholder).toBe('dd/mm/aaaa');
  });

  it('reads a typed dd/mm/aaaa day first and hands the form YYYY-MM-DD', () => {
    const onValue = vi.fn();
    renderUi(<Field initial="" onValue={onValue} />);
    fireEvent.change(input(), { target: { value: '05/03/2027' } });
    expect(onValue).toHaveBeenLastCalledWith('2027-03-05');
    fireEvent.blur(input());
    expect(input().value).toBe('05/03/2027');
  });

  it("reads '4/1/27' and '4/1/2027' as the 4th of January 2027", () => {
    const onValue = vi.fn();
    renderUi(<Field initial="" onValue={onValue} />);
    fireEvent.change(input(), { target: { value: '4/1/27' } });
    expect(onValue).toHaveBeenLastCalledWith('2027-01-04');
    fireEvent.blur(input());
    expect(input().value).toBe('04/01/2027');
    fireEvent.change(input(), { target: { value: '5/1/2027' } });
    expect(onValue).toHaveBeenLastCalledWith('2027-01-05');
  });

  it('keeps the last real day when what is typed is not one, and clears to ""', () => {
    const onValue = vi.fn();
    renderUi(<Field initial="2026-01-12" onValue={onValue} />);
    fireEvent.change(input(), { target: { value: '31/02/2026' } });
    expect(onValue).not.toHaveBeenCalled();
    fireEvent.blur(input());
    expect(input().value).toBe('12/01/2026');
    fireEvent.change(input(), { target: { value: '' } });
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it('opens a calendar in Spanish that starts on Monday', async () => {
    renderUi(<Field initial="2026-01-12" onValue={() => {}} />);
    await userEvent.click(input());
    expect(await screen.findByText('enero 2026')).toBeTruthy();
    const weekdays = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(weekdays[0]?.toLowerCase()).toMatch(/^lu/);
    expect(screen.getByRole('button', { name: 'Mes siguiente' })).toBeTruthy();
  });
});
