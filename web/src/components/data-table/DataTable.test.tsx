import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconUsers, IconTrash } from '@tabler/icons-react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@web/test/render';
import { DataTable } from './DataTable';
import { RowActions } from './RowActions';

type Row = { _id: string; name: string; email: string };
const rows: Row[] = [
  { _id: '1', name: 'Ana Pérez', email: 'ana@x.uy' },
  { _id: '2', name: 'José Martínez', email: 'jose@x.uy' },
];

const texts = {
  loading: 'Cargando usuarios',
  error: 'No pudimos cargar los usuarios',
  empty: 'Todavía no hay usuarios',
  emptyHint: 'Creá el primero.',
};

function table(props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  return renderUi(
    <DataTable<Row>
      rows={rows}
      rowKey={(r) => r._id}
      rowLabel={(r) => r.name}
      columns={[
        { header: 'Nombre', cell: (r) => r.name },
        { header: 'Email', cell: (r) => r.email },
      ]}
      card={(r) => <span>{`${r.name} · ${r.email}`}</span>}
      actions={(r) => (
        <RowActions
          subject={r.name}
          actions={[{ label: 'Eliminar', icon: IconTrash, color: 'red', onClick: () => undefined }]}
        />
      )}
      loading={false}
      error={null}
      onRetry={() => undefined}
      texts={texts}
      emptyIcon={IconUsers}
      {...props}
    />,
  );
}

describe('DataTable', () => {
  it('says it is loading', () => {
    table({ rows: undefined, loading: true });
    expect(screen.getByRole('status', { name: 'Cargando usuarios' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failed load with a retry', async () => {
    const onRetry = vi.fn();
    table({ rows: undefined, error: new Error('x'), onRetry });
    expect(screen.getByText('No pudimos cargar los usuarios')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says when there is nothing to list', () => {
    table({ rows: [] });
    expect(screen.getByText('Todavía no hay usuarios')).toBeTruthy();
    expect(screen.getByText('Creá el primero.')).toBeTruthy();
  });

  it('lists each row in the table and as a phone card, with its actions in both', () => {
    table({ count: '2 usuarios' });
    expect(screen.getByText('2 usuarios')).toBeTruthy();
    const table_ = screen.getByRole('table');
    expect(
      within(table_)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nombre', 'Email', 'Acciones']);
    const row = within(table_).getByRole('row', { name: /José Martínez/ });
    expect(within(row).getByRole('button', { name: 'Eliminar: José Martínez' })).toBeTruthy();

    const card = screen.getByRole('article', { name: 'José Martínez' });
    expect(within(card).getByText('José Martínez · jose@x.uy')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Eliminar: José Martínez' })).toBeTruthy();
  });

  it('dims the data of a muted row, in the table and on its card, but not its actions', () => {
    table({ muted: (r) => r._id === '2' });
    const muted = screen.getByRole('row', { name: /José Martínez/ });
    const plain = screen.getByRole('row', { name: /Ana Pérez/ });
    expect(muted.getAttribute('data-muted')).toBe('true');
    expect(plain.getAttribute('data-muted')).toBeNull();
    const [name, , actions] = within(muted).getAllByRole('cell');
    expect(name!.style.color).toBe('var(--mantine-color-gray-7)');
    expect(actions!.style.color).toBe('');
    const card = screen.getByRole('article', { name: 'José Martínez' });
    expect(card.getAttribute('data-muted')).toBe('true');
    expect(within(card).getByText('José Martínez · jose@x.uy').parentElement!.style.color).toBe(
      'var(--mantine-color-gray-7)',
    );
  });

  it('pages when there is more than one page', async () => {
    const onChange = vi.fn();
    table({ pagination: { page: 1, totalPages: 3, onChange } });
    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('shows no pagination for a single page', () => {
    table({ pagination: { page: 1, totalPages: 1, onChange: () => undefined } });
    expect(screen.queryByRole('button', { name: 'Página 1' })).toBeNull();
  });
});

describe('RowActions', () => {
  it('says why an action is not available and does not run it', async () => {
    const onClick = vi.fn();
    renderUi(
      <RowActions
        subject="Ana"
        actions={[
          {
            label: 'Eliminar',
            icon: IconTrash,
            color: 'red',
            onClick,
            disabledReason: 'No podés eliminar tu propia cuenta',
          },
        ]}
      />,
    );
    const button = screen.getByRole('button', { name: 'Eliminar: Ana' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
