import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@web/test/render';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';

describe('ConfirmDeleteDialog', () => {
  it('asks about what is being deleted, and deletes only on Eliminar', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderUi(
      <ConfirmDeleteDialog
        name="Plan Maratón"
        title="Eliminar plan"
        consequence="No se puede deshacer."
        loading={false}
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Eliminar plan' });
    expect(dialog.textContent).toContain(
      '¿Seguro que querés eliminar Plan Maratón? No se puede deshacer.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it("names a person as one ('eliminar a …')", () => {
    renderUi(
      <ConfirmDeleteDialog
        name="Ana (ana@x.uy)"
        person
        title="Eliminar usuario"
        consequence=""
        loading={false}
        onConfirm={() => undefined}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByRole('dialog').textContent).toContain('eliminar a Ana (ana@x.uy)?');
  });

  it('is closed without a name', () => {
    renderUi(
      <ConfirmDeleteDialog
        name={null}
        title="Eliminar plan"
        consequence=""
        loading={false}
        onConfirm={() => undefined}
        onClose={() => undefined}
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
