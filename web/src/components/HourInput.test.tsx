import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@web/test/render';
import { HourInput } from './HourInput';

describe('HourInput', () => {
  function Hour({ onValue }: { onValue: (v: string) => void }) {
    const [hour, setHour] = useState('');
    return (
      <HourInput
        label="Desde"
        value={hour}
        onChange={(h) => {
          setHour(h);
          onValue(h);
        }}
      />
    );
  }

  it('writes what was typed as 24-hour HH:MM when the field is left', () => {
    const onValue = vi.fn();
    renderUi(<Hour onValue={onValue} />);
    const field = screen.getByLabelText('Desde') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '930' } });
    fireEvent.blur(field);
    expect(onValue).toHaveBeenLastCalledWith('09:30');
    expect(field.value).toBe('09:30');
    fireEvent.change(field, { target: { value: '14:45' } });
    fireEvent.blur(field);
    expect(field.value).toBe('14:45');
    fireEvent.change(field, { target: { value: '19 hs' } });
    fireEvent.blur(field);
    expect(onValue).toHaveBeenLastCalledWith('19:00');
    expect(field.value).toBe('19:00');
  });

  it('Enter writes the hour too, before the form sends it', () => {
    const onValue = vi.fn();
    renderUi(<Hour onValue={onValue} />);
    const field = screen.getByLabelText('Desde') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '19.30hs' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onValue).toHaveBeenLastCalledWith('19:30');
    expect(field.value).toBe('19:30');
  });
});
