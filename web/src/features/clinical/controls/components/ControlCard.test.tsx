import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@web/test/render';
import { testControl } from '../lib/test-control';
import { ControlCard } from './ControlCard';

describe('ControlCard', () => {
  const control = testControl({
    _id: 'c9',
    userId: 'u3',
    peso: 72.5,
    perimetroCintura: 80,
    metrics: { bmi: 24.2, waistHip: null, waistHeight: null, bodyFatPct: null },
    photos: [{ name: 'a.png', thumbUrl: '/api/photos/250x280/a.png?exp=1&sig=s', url: '/f' }],
  });

  it('shows the real date, the type, the summary and the first photo through its signed link', () => {
    renderUi(<ControlCard control={control} canChange onDelete={() => undefined} />);
    expect(screen.getByRole('heading', { name: '12 de noviembre de 2026' })).toBeTruthy();
    expect(screen.getByText('A distancia')).toBeTruthy();
    expect(screen.getByText('72,5 kg')).toBeTruthy();
    expect(screen.getByText('24,2')).toBeTruthy();
    // Cadera was not measured.
    expect(screen.getAllByText('—')).toHaveLength(1);
    expect(screen.getByRole('img').getAttribute('src')).toBe(
      '/api/photos/250x280/a.png?exp=1&sig=s',
    );
    expect(
      screen
        .getByRole('link', { name: 'Ver el control del 12 de noviembre de 2026' })
        .getAttribute('href'),
    ).toBe('/auth/detalles-controles/c9');
    expect(
      screen
        .getByRole('link', { name: 'Editar el control del 12 de noviembre de 2026' })
        .getAttribute('href'),
    ).toBe('/auth/editar-ficha-control/u3/c9');
  });

  it('asks to delete through the callback, and hides edit and delete when the viewer may not change it', async () => {
    const onDelete = vi.fn();
    const { unmount } = renderUi(<ControlCard control={control} canChange onDelete={onDelete} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Eliminar el control del 12 de noviembre de 2026' }),
    );
    expect(onDelete).toHaveBeenCalledWith(control);
    unmount();

    renderUi(
      <ControlCard
        control={{ ...control, typo: 'Offline' }}
        canChange={false}
        onDelete={onDelete}
      />,
    );
    expect(screen.getByText('Presencial')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Editar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Eliminar/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Ver el control/ })).toBeTruthy();
  });

  it('shows the default picture when the control has no photos', () => {
    renderUi(<ControlCard control={testControl()} canChange onDelete={() => undefined} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getAllByText('Sin fotos').length).toBeGreaterThan(0);
  });
});
