import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TDashboard } from '@contract/dashboard';
import { TestProviders } from '@web/test/render';
import { TodayTab } from './TodayTab';

const ANA = '3f1c2b9e-5d6a-4c1b-9e2f-0a1b2c3d4e5f';
const BRUNO = '7a2d4c6e-1b3f-4a5c-8d7e-9f0a1b2c3d4e';

const DAY: TDashboard = {
  today: '2026-03-18',
  appointments: [
    {
      _id: 'e1',
      start: '2026-03-18T13:00:00.000Z',
      end: '2026-03-18T14:00:00.000Z',
      day: 'today',
      userId: ANA,
      client: 'Ana Rivas',
      place: 'Av. Brasil 2500',
    },
    {
      _id: 'e2',
      start: '2026-03-19T12:00:00.000Z',
      end: '2026-03-19T13:00:00.000Z',
      day: 'tomorrow',
      userId: null,
      client: 'Consulta de Elena',
      place: 'Av. Brasil 2500',
    },
  ],
  deliveries: {
    overdue: [
      {
        _id: 'd1',
        userId: ANA,
        client: 'Ana Rivas',
        plan: 'Plan Personalizado',
        dueDate: '2026-03-06',
        daysLeft: -8,
      },
    ],
    dueSoon: [],
  },
  plansToBuild: { count: 0, items: [] },
  newControls: { count: 0, items: [] },
  unread: { messages: 3, conversations: 2 },
  controlsThisWeek: { count: 0, clients: [] },
  newClientsThisWeek: {
    count: 1,
    clients: [{ _id: ANA, name: 'Ana Rivas', email: 'ana@hoy.uy', at: '2026-03-16T03:30:00Z' }],
  },
  reminderFailures: { count: 0, items: [] },
  money: { thisMonth: '2150.00', lastMonth: '2000.00', salesThisMonth: 3, salesLastMonth: 2 },
  backup: { lastOkAt: '2026-03-18T06:00:00.000Z', overdue: false },
  dataRequests: [],
  keptRecordsDue: 0,
  invoicesPending: 0,
  attendance: { marked: 0, noShows: 0 },
  waitlist: { liberados: 0, recuperados: 0, esperando: 0 },
};

afterEach(() => vi.restoreAllMocks());

/** 'Hoy' on the API's answer `day`. */
function renderToday(day: TDashboard) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify(day), { headers: { 'content-type': 'application/json' } }),
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <TestProviders>
        <TodayTab />
      </TestProviders>
    </QueryClientProvider>,
  );
}

describe("'Hoy'", () => {
  it('shows each card with its count and links to the tab or record that handles it', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify(DAY), { headers: { 'content-type': 'application/json' } }),
    );
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <TestProviders>
          <TodayTab />
        </TestProviders>
      </QueryClientProvider>,
    );
    const turnos = await screen.findByRole('region', { name: 'Turnos de hoy y mañana' });
    expect(within(turnos).getByText('10:00')).toBeTruthy();
    expect(within(turnos).getByRole('link', { name: 'Ana Rivas' }).getAttribute('href')).toBe(
      `/auth/usuario/${ANA}`,
    );
    expect(within(turnos).getByText('Consulta de Elena')).toBeTruthy();
    expect(within(turnos).getByRole('link', { name: 'Ir a la agenda' }).getAttribute('href')).toBe(
      '/auth/administracion?tab=agenda',
    );

    const entregas = screen.getByRole('region', { name: 'Entregas' });
    expect(within(entregas).getByText(/venció el 6 de marzo de 2026/)).toBeTruthy();
    expect(within(entregas).getByRole('link', { name: 'Ana Rivas' }).getAttribute('href')).toBe(
      '/auth/entrega/d1',
    );

    const mensajes = screen.getByRole('region', { name: 'Mensajes sin leer' });
    expect(within(mensajes).getByText('3')).toBeTruthy();
    expect(within(mensajes).getByText('En 2 conversaciones.')).toBeTruthy();

    const controles = screen.getByRole('region', { name: 'Controles de esta semana' });
    expect(within(controles).getByText('Nadie tiene su próximo control esta semana.')).toBeTruthy();

    const cobrado = screen.getByRole('region', { name: 'Cobrado este mes' });
    expect(within(cobrado).getByText('$U 2.150,00')).toBeTruthy();
    expect(within(cobrado).getByText(/el mes pasado \$U 2\.000,00/)).toBeTruthy();
    expect(within(cobrado).getByRole('link', { name: 'Ir a ventas' }).getAttribute('href')).toBe(
      '/auth/administracion?tab=ventas',
    );
  });

  it('warns of a reminder that could not be sent: when, whose, and why', async () => {
    const failed: TDashboard = {
      ...DAY,
      reminderFailures: {
        count: 1,
        items: [
          {
            _id: 'e1',
            start: '2026-03-18T13:00:00.000Z',
            userId: ANA,
            client: 'Ana Rivas',
            failedAt: '2026-03-18T11:00:00.000Z',
            error: 'Recordatorio de 2 h: el servidor de correo rechazó el envío (código 550)',
          },
        ],
      },
    };
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify(failed), { headers: { 'content-type': 'application/json' } }),
    );
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <TestProviders>
          <TodayTab />
        </TestProviders>
      </QueryClientProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Un recordatorio no se pudo enviar')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Ana Rivas' }).getAttribute('href')).toBe(
      `/auth/usuario/${ANA}`,
    );
    expect(within(alert).getByText(/rechazó el envío \(código 550\)/)).toBeTruthy();
  });

  it('warns when no backup succeeded in 26 hours: the last one, and the way to the backups page', async () => {
    renderToday({ ...DAY, backup: { lastOkAt: '2026-03-16T06:00:00.000Z', overdue: true } });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('No hay una copia de seguridad de las últimas 26 horas'),
    ).toBeTruthy();
    // 06:00 UTC is 03:00 in Montevideo.
    expect(within(alert).getByText('La última se hizo el 16 mar. 2026, 03:00.')).toBeTruthy();
    expect(
      within(alert).getByRole('link', { name: 'Ir a copias de seguridad' }).getAttribute('href'),
    ).toBe('/auth/copias-de-seguridad');
  });

  it('says when no backup was ever made', async () => {
    renderToday({ ...DAY, backup: { lastOkAt: null, overdue: true } });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Nunca se hizo una copia.')).toBeTruthy();
  });

  it('shows no backup warning while the last one is recent', async () => {
    renderToday(DAY);
    await screen.findByRole('region', { name: 'Turnos de hoy y mañana' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/copia de seguridad/)).toBeNull();
  });

  it('lists the plans to build: due day, business days left, and the way into the builder', async () => {
    renderToday({
      ...DAY,
      plansToBuild: {
        count: 3,
        items: [
          {
            _id: 'd1',
            userId: ANA,
            client: 'Ana Rivas',
            email: 'ana@hoy.uy',
            plan: 'Plan Personalizado',
            dueDate: '2026-03-06',
            daysLeft: -8,
            mealPlanId: 'mp1',
          },
          {
            _id: 'd2',
            userId: BRUNO,
            client: 'Bruno Silva',
            email: 'bruno@hoy.uy',
            plan: 'Plan Descenso',
            dueDate: '2026-03-24',
            daysLeft: 4,
            mealPlanId: null,
          },
        ],
      },
    });
    const card = await screen.findByRole('region', { name: 'Planes para armar' });
    expect(within(card).getByText('3')).toBeTruthy();
    expect(
      within(card).getByText('venció el 6 de marzo de 2026 (8 días hábiles de atraso)'),
    ).toBeTruthy();
    expect(
      within(card).getByText('vence el 24 de marzo de 2026 (faltan 4 días hábiles)'),
    ).toBeTruthy();
    expect(within(card).getByText('Plan Descenso · bruno@hoy.uy')).toBeTruthy();
    // A plan she began opens in the builder; none yet starts one for that delivery.
    expect(
      within(card).getByRole('link', { name: 'Seguir armando: Ana Rivas' }).getAttribute('href'),
    ).toBe('/auth/plan-alimentario/mp1/editar');
    expect(
      within(card).getByRole('link', { name: 'Armar plan: Bruno Silva' }).getAttribute('href'),
    ).toBe(`/auth/nuevo-plan-alimentario/${BRUNO}?entrega=d2`);
    expect(within(card).getByRole('link', { name: 'Bruno Silva' }).getAttribute('href')).toBe(
      `/auth/usuario/${BRUNO}`,
    );
    expect(within(card).getByText('y 1 más')).toBeTruthy();
  });

  it('lists the new controls to review: whose, when, and a link to each', async () => {
    renderToday({
      ...DAY,
      newControls: {
        count: 1,
        items: [
          {
            _id: 'c1',
            userId: ANA,
            client: 'Ana Rivas',
            email: 'ana@hoy.uy',
            at: '2026-03-17T21:30:00.000Z',
          },
        ],
      },
    });
    const card = await screen.findByRole('region', { name: 'Controles nuevos para revisar' });
    // 21:30 UTC is 18:30 in Montevideo.
    expect(within(card).getByText('17 mar. 2026, 18:30')).toBeTruthy();
    const link = within(card).getByRole('link', {
      name: 'Control de Ana Rivas del 17 mar. 2026, 18:30',
    });
    expect(link.getAttribute('href')).toBe('/auth/detalles-controles/c1');
    expect(link.textContent).toBe('Ana Rivas');
  });

  it('says so when there is no plan to build and no control to review', async () => {
    renderToday(DAY);
    const plans = await screen.findByRole('region', { name: 'Planes para armar' });
    expect(
      within(plans).getByText('No hay planes personalizados pendientes con la anamnesis completa.'),
    ).toBeTruthy();
    const controls = screen.getByRole('region', { name: 'Controles nuevos para revisar' });
    expect(
      within(controls).getByText('Revisaste todos los controles de tus clientes.'),
    ).toBeTruthy();
  });

  it("shows the clients' requests about their data only while one waits", async () => {
    renderToday({
      ...DAY,
      dataRequests: [
        {
          _id: 'p1',
          kind: 'baja',
          detail: '',
          requestedAt: '2026-03-16T15:00:00.000Z',
          dueDay: '2026-03-23',
          answeredAt: null,
          answer: '',
          userId: ANA,
          name: 'Ana Rivas',
          email: 'ana@hoy.uy',
          daysLeft: 3,
        },
      ],
    });
    const card = await screen.findByRole('region', { name: 'Pedidos sobre datos personales' });
    expect(
      within(card).getByRole('button', { name: 'Eliminar la cuenta: Ana Rivas' }),
    ).toBeTruthy();
  });

  it('has no data requests card when none waits', async () => {
    renderToday(DAY);
    await screen.findByRole('region', { name: 'Turnos de hoy y mañana' });
    expect(screen.queryByRole('region', { name: 'Pedidos sobre datos personales' })).toBeNull();
  });

  it('warns of the CFEs not issued yet, with the way to Ventas', async () => {
    renderToday({ ...DAY, invoicesPending: 2 });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('2 comprobantes sin emitir')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Ir a ventas' }).getAttribute('href')).toBe(
      '/auth/administracion?tab=ventas',
    );
  });

  it('says one CFE in the singular, and nothing when none waits', async () => {
    renderToday({ ...DAY, invoicesPending: 1 });
    expect(await screen.findByText('1 comprobante sin emitir')).toBeTruthy();
    cleanup();
    renderToday(DAY);
    await screen.findByRole('region', { name: 'Turnos de hoy y mañana' });
    expect(screen.queryByText(/sin emitir/)).toBeNull();
  });

  it("shows this month's no-show rate once she marked some turno, and nothing before", async () => {
    renderToday({ ...DAY, attendance: { marked: 15, noShows: 2 } });
    const turnos = await screen.findByRole('region', { name: 'Turnos de hoy y mañana' });
    expect(within(turnos).getByText('Inasistencias del mes: 2 de 15 turnos (13 %)')).toBeTruthy();
    cleanup();
    renderToday(DAY);
    await screen.findByRole('region', { name: 'Turnos de hoy y mañana' });
    expect(screen.queryByText(/Inasistencias/)).toBeNull();
  });

  it("shows this month's freed turnos booked again and who waits, or that none was freed", async () => {
    renderToday({ ...DAY, waitlist: { liberados: 3, recuperados: 2, esperando: 4 } });
    const turnos = await screen.findByRole('region', { name: 'Turnos de hoy y mañana' });
    expect(
      within(turnos).getByText('Turnos liberados este mes: 3 · recuperados 2 (67 %)'),
    ).toBeTruthy();
    expect(within(turnos).getByText('En lista de espera: 4')).toBeTruthy();
    expect(within(turnos).queryByText('Ningún turno liberado este mes')).toBeNull();
    cleanup();
    renderToday(DAY);
    const none = await screen.findByRole('region', { name: 'Turnos de hoy y mañana' });
    expect(within(none).getByText('Ningún turno liberado este mes')).toBeTruthy();
    expect(within(none).getByText('En lista de espera: 0')).toBeTruthy();
    expect(within(none).queryByText(/recuperados/)).toBeNull();
  });
});
