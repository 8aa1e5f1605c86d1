import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@web/test/render';
import { RowActions } from './RowActions';

describe('RowActions', () => {
  it('shows one tooltip, for the button under the pointer or the keyboard, and none otherwise', async () => {
    const user = userEvent.setup();
    const remove = vi.fn();
    renderUi(
      <RowActions
        subject="Ana Pérez"
        actions={[
          { label: 'Editar', icon: IconPencil, color: 'blue', to: '/auth/x' },
          { label: 'Eliminar', icon: IconTrash, color: 'red', onClick: remove },
        ]}
      />,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();

    await user.hover(screen.getByRole('link', { name: 'Editar: Ana Pérez' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Editar');
    await user.unhover(screen.getByRole('link', { name: 'Editar: Ana Pérez' }));
    await vi.waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());

    // The keyboard: the focused button keeps its focus while its tooltip appears.
    await user.tab();
    await user.tab();
    const del = screen.getByRole('button', { name: 'Eliminar: Ana Pérez' });
    expect(document.activeElement).toBe(del);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Eliminar');
    await user.keyboard('{Enter}');
    expect(remove).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(del);
  });

  it('names why a disabled action is unavailable, and does nothing on a click', async () => {
    const user = userEvent.setup();
    const remove = vi.fn();
    renderUi(
      <RowActions
        subject="Ana Pérez"
        actions={[
          {
            label: 'Eliminar',
            icon: IconTrash,
            color: 'red',
            onClick: remove,
            disabledReason: 'No podés eliminarte',
          },
        ]}
      />,
    );
    const del = screen.getByRole('button', { name: 'Eliminar: Ana Pérez' });
    await user.hover(del);
    expect((await screen.findByRole('tooltip')).textContent).toBe('No podés eliminarte');
    await user.click(del);
    expect(remove).not.toHaveBeenCalled();
  });
});
