import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKUP_MSG, type TBackupRun, type TBackupsAnswer } from '@contract/backups';
import { TestProviders } from '@web/test/render';
import BackupsPage from './BackupsPage';

const run = (over: Partial<TBackupRun>): TBackupRun => ({
  _id: 'r1',
  trigger: 'daily',
  status: 'ok',
  startedAt: '2026-03-18T06:00:00.000Z',
  finishedAt: '2026-03-18T06:00:04.000Z',
  fileName: 'respaldo-2026-03-18T06-00-00Z.tar.gz',
  sizeBytes: 12_400_000,
  places: ['disk', 's3'],
  counts: { users: 120 },
  error: null,
  ...over,
});

const DAILY = run({});
const FAILED = run({
  _id: 'r2',
  trigger: 'manual',
  status: 'failed',
  startedAt: '2026-03-18T14:30:00.000Z',
  finishedAt: '2026-03-18T14:30:01.000Z',
  fileName: null,
  sizeBytes: null,
  places: [],
  counts: null,
  error: 'No queda espacio en el disco del servidor.',
});

const LIST: TBackupsAnswer = {
  runs: [FAILED, DAILY],
  lastOk: DAILY,
  overdue: false,
  dir: '/srv/nutri/data/backups',
  uploadsToS3: true,
};

const MADE = run({
  _id: 'r3',
  trigger: 'manual',
  startedAt: '2026-03-18T15:00:00.000Z',
  finishedAt: '2026-03-18T15:00:05.000Z',
  fileName: 'respaldo-2026-03-18T15-00-00Z.tar.gz',
  sizeBytes: 13_050_000,
  places: ['disk'],
});

/**
 * The API: GET answers `lists` in turn (the last one from then on); POST answers `made`
 * (an answer, or a status and body for a refusal) once `done` resolves.
 */
function api(
  lists: TBackupsAnswer[],
  made: { status: number; body: unknown },
  done: Promise<unknown> = Promise.resolve(),
) {
  let gets = 0;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    if (init?.method === 'POST') {
      await done;
      return Response.json(made.body, { status: made.status });
    }
    const answer = lists[Math.min(gets, lists.length - 1)];
    gets += 1;
    return Response.json(answer);
  });
}

const calls = (fetch: ReturnType<typeof api>, method: string) =>
  fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

const toasts = () =>
  vi.mocked(notifications.show).mock.calls.map(([n]) => ({ color: n.color, message: n.message }));

function renderPage(onMade?: () => Promise<unknown>) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <TestProviders>
        <BackupsPage onMade={onMade} />
      </TestProviders>
    </QueryClientProvider>,
  );
}

describe('BackupsPage', () => {
  beforeEach(() => {
    vi.spyOn(notifications, 'show').mockImplementation(() => '');
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the last backup (Montevideo time, size, where) and every run with its state', async () => {
    api([LIST], { status: 200, body: {} });
    renderPage();
    const last = await screen.findByRole('region', { name: 'Última copia' });
    // 06:00:04 UTC is 03:00 in Montevideo.
    expect(within(last).getByText('18 mar. 2026, 03:00')).toBeTruthy();
    expect(within(last).getByText('12,4 MB')).toBeTruthy();
    expect(within(last).getByText('El servidor y S3')).toBeTruthy();
    expect(within(last).getByText('respaldo-2026-03-18T06-00-00Z.tar.gz')).toBeTruthy();
    expect(within(last).getByText('/srv/nutri/data/backups')).toBeTruthy();
    expect(within(last).getByText(/Además se suben a S3/)).toBeTruthy();

    const runs = screen.getByRole('region', { name: 'Últimas copias' });
    const rows = within(within(runs).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Falló')).toBeTruthy();
    expect(within(rows[1]!).getByText('Manual')).toBeTruthy();
    expect(within(rows[1]!).getByText('No queda espacio en el disco del servidor.')).toBeTruthy();
    expect(within(rows[2]!).getByText('Hecha')).toBeTruthy();
    expect(within(rows[2]!).getByText('Diaria')).toBeTruthy();
    expect(within(rows[2]!).getByText('12,4 MB')).toBeTruthy();

    // On a phone each run is a card named for it.
    const card = within(runs).getByRole('article', {
      name: 'Copia del 18 mar. 2026, 11:30: Falló',
    });
    expect(within(card).getByText('No queda espacio en el disco del servidor.')).toBeTruthy();

    const restore = screen.getByRole('region', { name: 'Cómo se restaura una copia' });
    expect(within(restore).getByText('npm run restore ARCHIVO')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("'Hacer una copia ahora' posts, is busy until done, says so, and lists the new one", async () => {
    let finish = () => {};
    const fetch = api(
      [LIST, { ...LIST, runs: [MADE, ...LIST.runs], lastOk: MADE }],
      { status: 200, body: { msg: BACKUP_MSG.made, run: MADE } },
      new Promise<void>((resolve) => (finish = resolve)),
    );
    const onMade = vi.fn(() => Promise.resolve());
    renderPage(onMade);
    const button = await screen.findByRole('button', { name: 'Hacer una copia ahora' });
    fireEvent.click(button);
    expect(await screen.findByText(/Haciendo la copia/)).toBeTruthy();
    expect((button as HTMLButtonElement).disabled).toBe(true);
    finish();

    const last = screen.getByRole('region', { name: 'Última copia' });
    expect(await within(last).findByText('13,1 MB')).toBeTruthy();
    expect(within(last).getByText('El servidor')).toBeTruthy();
    const [url] = calls(fetch, 'POST')[0]!;
    expect(String(url)).toBe('/api/backups');
    expect(calls(fetch, 'GET')).toHaveLength(2);
    expect(onMade).toHaveBeenCalledOnce();
    expect(toasts()).toEqual([{ color: 'green', message: BACKUP_MSG.made }]);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(within(rows[1]!).getByText('18 mar. 2026, 12:00')).toBeTruthy();
  });

  it("shows the server's refusal while another backup runs (409)", async () => {
    api([LIST], {
      status: 409,
      body: { code: 'backups.busy', message: BACKUP_MSG.busy },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Hacer una copia ahora' }));
    await waitFor(() => expect(toasts()).toEqual([{ color: 'yellow', message: BACKUP_MSG.busy }]));
  });

  it('warns when overdue, and waits for a run in progress before making another', async () => {
    const going = run({
      _id: 'r4',
      status: 'running',
      finishedAt: null,
      fileName: null,
      sizeBytes: null,
      places: [],
    });
    api([{ ...LIST, runs: [going, FAILED], lastOk: null, overdue: true, uploadsToS3: false }], {
      status: 200,
      body: {},
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('No hay una copia de seguridad de las últimas 26 horas'),
    ).toBeTruthy();
    expect(within(alert).getByText(/Hay una copia en curso/)).toBeTruthy();
    const last = screen.getByRole('region', { name: 'Última copia' });
    expect(within(last).getByText('Todavía no se hizo ninguna copia.')).toBeTruthy();
    expect(within(last).getByText(/No se suben a otro lugar/)).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Hacer una copia ahora' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(within(last).getByText(/Hay una copia en curso/)).toBeTruthy();
    expect(within(screen.getByRole('table')).getByText('En curso')).toBeTruthy();
  });
});
