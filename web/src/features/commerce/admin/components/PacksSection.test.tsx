import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CREDITS_MSG, type TPack } from '@contract/credits';
import { setApiTransport } from '@web/lib/api';
import { TestProviders } from '@web/test/render';
import { PacksSection } from './PacksSection';
import { makePack } from '@web/test/credits';

const OFFERED = makePack();
const RETIRED = makePack({
  _id: 'k2',
  title: 'Pack verano',
  creditos: 5,
  costPesos: '4000.00',
  validezDias: 60,
  iva: null,
  cuotas: 1,
  activo: false,
});

const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([n]) => n.message);

describe("Ventas: 'Packs de controles' (issue 34)", () => {
  let stored: TPack[];
  let calls: { url: string; method: string; body: unknown }[];
  /** What POST and PUT answer; by default the server keeps the pack. */
  let save: (body: Omit<TPack, '_id'>, id?: string) => Response;
  beforeEach(() => {
    vi.spyOn(notifications, 'show').mockImplementation(() => '');
    stored = [OFFERED, RETIRED];
    calls = [];
    save = (body, id = 'k3') => {
      const pack = { ...body, _id: id, costPesos: Number(body.costPesos).toFixed(2) };
      stored = [pack, ...stored.filter((p) => p._id !== id)];
      return Response.json({ message: CREDITS_MSG.packSaved, pack });
    };
    setApiTransport(async (url, init) => {
      const method = init.method ?? 'GET';
      const body = init.body ? (JSON.parse(String(init.body)) as Omit<TPack, '_id'>) : undefined;
      calls.push({ url, method, body });
      if (method === 'GET' && url === '/api/packs/todos') return Response.json({ packs: stored });
      if (method === 'POST' && url === '/api/packs') return save(body!);
      if (method === 'PUT') return save(body!, url.split('/').pop());
      return Response.json({ message: 'no esperado' }, { status: 404 });
    });
    render(
      <QueryClientProvider
        client={
          new QueryClient({
            defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
          })
        }
      >
        <TestProviders>
          <PacksSection />
        </TestProviders>
      </QueryClientProvider>,
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const table = async () => screen.findByRole('table');
  const rowOf = async (title: string) =>
    (await within(await table()).findByText(title)).closest('tr')!;
  const cells = (row: HTMLElement) =>
    within(row)
      .getAllByRole('cell')
      .map((td) => td.textContent);
  const writes = () => calls.filter((c) => c.method !== 'GET');

  it('lists every pack with its controls, price, validity, IVA, cuotas and whether it is offered', async () => {
    const region = screen.getByRole('region', { name: 'Packs de controles' });
    const headers = within(await within(region).findByRole('table'))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Pack',
      'Controles',
      'Precio',
      'Validez',
      'IVA',
      'Cuotas',
      'Estado',
      'Acciones',
    ]);
    expect(cells(await rowOf('Pack de 3 controles'))).toEqual([
      'Pack de 3 controles',
      '3',
      '$U 2.700',
      '90 días',
      'IVA tasa básica (22 %)',
      '3',
      'Se ofrece',
      'Editar',
    ]);
    expect(cells(await rowOf('Pack verano'))).toEqual([
      'Pack verano',
      '5',
      '$U 4.000',
      '60 días',
      'Sin definir',
      '1',
      'No se ofrece',
      'Editar',
    ]);
  });

  it("'Nuevo pack': refuses a pack without price in the schema's words, then creates it", async () => {
    await table();
    await user.click(screen.getByRole('button', { name: 'Nuevo pack' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo pack' });
    expect(field('Nombre').value).toBe('Pack de 3 controles');
    expect(field('Validez en días').value).toBe('90');
    expect(field('Cuotas').value).toBe('1');
    expect((field('Se ofrece en la página de turnos') as HTMLInputElement).checked).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(CREDITS_MSG.price)).toBeTruthy();
    expect(field('Precio').getAttribute('aria-invalid')).toBe('true');
    expect(writes()).toHaveLength(0);

    await user.type(field('Precio'), '3400');
    // A name still the default follows the count.
    await user.clear(field('Controles'));
    await user.type(field('Controles'), '4');
    expect(field('Nombre').value).toBe('Pack de 4 controles');
    expect(within(dialog).getByText('$U 850 por control')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      url: '/api/packs',
      method: 'POST',
      body: {
        title: 'Pack de 4 controles',
        creditos: 4,
        costPesos: 3400,
        validezDias: 90,
        iva: '',
        cuotas: 1,
        activo: true,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cells(await rowOf('Pack de 4 controles'))).toContain('$U 3.400');
    expect(toasts()).toContain(CREDITS_MSG.packSaved);
  });

  it("'Editar': the pack filled in; the server's refusal on its field, then saved with PUT", async () => {
    await user.click(
      within(await rowOf('Pack de 3 controles')).getByRole('button', {
        name: 'Editar Pack de 3 controles',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar pack' });
    expect(field('Nombre').value).toBe('Pack de 3 controles');
    expect(field('Controles').value).toBe('3');
    expect(field('Precio').value).toBe('2.700');
    expect((within(dialog).getByRole('combobox', { name: /^IVA/ }) as HTMLInputElement).value).toBe(
      'IVA tasa básica (22 %)',
    );
    expect(field('Cuotas').value).toBe('3');

    fireEvent.change(field('Nombre'), { target: { value: 'Pack otoño' } });
    await user.clear(field('Validez en días'));
    await user.type(field('Validez en días'), '60');
    await user.click(field('Se ofrece en la página de turnos'));
    save = () =>
      Response.json(
        {
          message: CREDITS_MSG.validity,
          code: 'common.invalid',
          errors: { validezDias: CREDITS_MSG.validity },
        },
        { status: 400 },
      );
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(field('Validez en días').getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(CREDITS_MSG.validity)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Editar pack' })).toBeTruthy();

    save = (body, id) =>
      Response.json({
        message: CREDITS_MSG.packSaved,
        pack: { ...OFFERED, ...body, _id: id!, costPesos: '2700.00' },
      });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const puts = writes().filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(puts[1]).toEqual({
      url: '/api/packs/k1',
      method: 'PUT',
      body: {
        title: 'Pack otoño',
        creditos: 3,
        costPesos: 2700,
        validezDias: 60,
        iva: 'basico',
        cuotas: 3,
        activo: false,
      },
    });
  });
});
