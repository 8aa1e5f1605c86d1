import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKUP_MSG, type TBackupRun, type TBackupsAnswer } from '@contract/backups';
import { sessionStore } from '@web/lib/session';
import { TestProviders } from '@web/test/render';
import { makeUser } from '@web/test/users';
import BackupsPage from './BackupsPage';

const run = (over: Partial<TBackupRun>): TBackupRun => ({
  _id: 'r1',
  trigger: 'daily',
  status: 'ok',
  startedAt: '2026-03-18T06:00:00.000Z',
  finishedAt: '2026-03-18T06:00:04.000Z',
  fileName: 'copia-2026-03-18T06-00-00Z.tar.gz.cifrada',
  sizeBytes: 12_400_000,
  places: ['disk', 's3'],
  counts: { users: 120 },
  error: null,
  keyFingerprint: 'AB12-CD34',
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
  keyFingerprint: null,
});

const LIST: TBackupsAnswer = {
  runs: [FAILED, DAILY],
  lastOk: DAILY,
  overdue: false,
  uploadsToS3: true,
  lastDownload: null,
  key: { source: 'env', fingerprint: 'AB12-CD34', savedAt: null },
};

const MADE = run({
  _id: 'r3',
  trigger: 'manual',
  startedAt: '2026-03-18T15:00:00.000Z',
  finishedAt: '2026-03-18T15:00:05.000Z',
  fileName: 'copia-2026-03-18T15-00-00Z.tar.gz.cifrada',
  sizeBytes: 13_050_000,
  places: ['disk'],
});

/** The archive's bytes as the server streams them (encrypted: our magic, then noise). */
const ARCHIVE = new Uint8Array([0x4e, 0x43, 0x4f, 0x50, 0x49, 0x41, 1, 9, 8, 7]);

/**
 * The API: GET answers `lists` in turn (the last one from then on); POST answers `made`
 * (an answer, or a status and body for a refusal) once `done` resolves; a copy's archive
 * is ARCHIVE, or `archive`'s refusal.
 */
function api(
  lists: TBackupsAnswer[],
  made: { status: number; body: unknown },
  done: Promise<unknown> = Promise.resolve(),
  archive?: { status: number; body: unknown },
) {
  let gets = 0;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    if (init?.method === 'POST') {
      await done;
      return Response.json(made.body, { status: made.status });
    }
    const file = /^\/api\/backups\/([^/]+)\/archivo$/.exec(String(url));
    if (file) {
      if (archive) return Response.json(archive.body, { status: archive.status });
      const run = lists.flatMap((l) => l.runs).find((r) => r._id === file[1]);
      return new Response(ARCHIVE, {
        headers: {
          'content-type': 'application/octet-stream',
          'content-disposition': `attachment; filename="${run?.fileName ?? 'x'}"`,
        },
      });
    }
    const answer = lists[Math.min(gets, lists.length - 1)];
    gets += 1;
    return Response.json(answer);
  });
}

const calls = (fetch: ReturnType<typeof api>, method: string) =>
  fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);
const listCalls = (fetch: ReturnType<typeof api>) =>
  calls(fetch, 'GET').filter(([url]) => String(url) === '/api/backups');

const { createObjectURL, revokeObjectURL } = URL;

/** What the browser was handed to save: the link's name and the blob (jsdom has no blob URLs). */
function savedFiles() {
  const blobs = new Map<string, Blob>();
  let n = 0;
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:copias/${++n}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => undefined,
  });
  const saved: Array<{ name: string; blob: Blob | undefined }> = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '') });
  });
  return saved;
}

const bytesOf = async (blob: Blob) =>
  new Uint8Array(
    await new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(blob);
    }),
  );

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
  afterEach(() => {
    vi.restoreAllMocks();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    sessionStore.clear();
  });

  it('shows the last backup (Montevideo time, size, where) and every run with its state', async () => {
    api([LIST], { status: 200, body: {} });
    renderPage();
    const last = await screen.findByRole('region', { name: 'Última copia' });
    // 06:00:04 UTC is 03:00 in Montevideo.
    expect(within(last).getByText('18 mar. 2026, 03:00')).toBeTruthy();
    expect(within(last).getByText('12,4 MB')).toBeTruthy();
    expect(within(last).getByText('El servidor y S3')).toBeTruthy();
    expect(within(last).getByText('copia-2026-03-18T06-00-00Z.tar.gz.cifrada')).toBeTruthy();
    expect(within(last).getByText(/Además se suben a S3/)).toBeTruthy();
    expect(within(last).getByText('Todavía no se descargó ninguna copia.')).toBeTruthy();

    const runs = screen.getByRole('region', { name: 'Últimas copias' });
    const rows = within(within(runs).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Falló')).toBeTruthy();
    expect(within(rows[1]!).getByText('Manual')).toBeTruthy();
    expect(within(rows[1]!).getByText('No queda espacio en el disco del servidor.')).toBeTruthy();
    expect(within(rows[2]!).getByText('Hecha')).toBeTruthy();
    expect(within(rows[2]!).getByText('Diaria')).toBeTruthy();
    expect(within(rows[2]!).getByText('12,4 MB')).toBeTruthy();
    // The key each copy needs, by its fingerprint.
    expect(within(rows[2]!).getByText('AB12-CD34')).toBeTruthy();

    // On a phone each run is a card named for it.
    const card = within(runs).getByRole('article', {
      name: 'Copia del 18 mar. 2026, 11:30: Falló',
    });
    expect(within(card).getByText('No queda espacio en el disco del servidor.')).toBeTruthy();

    const restore = screen.getByRole('region', { name: 'Cómo se restaura una copia' });
    expect(within(restore).getByText(/Los pasos están en el README/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    // The server's folder and the commands are the README's, never the page's.
    expect(document.body.textContent).not.toMatch(/\/srv|\/data|npm |BACKUP_DIR|\.tar\.gz\b.*\//);
  });

  it("'Descargar' for each copy that has an archive: fetched from its API path, saved under the server's name", async () => {
    sessionStore.start('token-admin', makeUser({ _id: 'admin', type: 'admin' }), false);
    const downloaded = {
      ...LIST,
      lastDownload: { at: '2026-03-18T16:10:00.000Z', fileName: DAILY.fileName!, by: 'Laura' },
    };
    const fetch = api([LIST, downloaded], { status: 200, body: {} });
    const saved = savedFiles();
    renderPage();
    const runs = await screen.findByRole('region', { name: 'Últimas copias' });
    const rows = within(within(runs).getByRole('table')).getAllByRole('row');
    // The failed run made no archive: nothing to download.
    expect(within(rows[1]!).queryByRole('button', { name: /^Descargar/ })).toBeNull();
    const button = within(rows[2]!).getByRole('button', {
      name: 'Descargar la copia del 18 mar. 2026, 03:00',
    });
    expect(button.textContent).toBe('Descargar');
    // The phone card has its own.
    const card = within(runs).getByRole('article', {
      name: 'Copia del 18 mar. 2026, 03:00: Hecha',
    });
    expect(within(card).getByRole('button', { name: /^Descargar/ })).toBeTruthy();

    fireEvent.click(button);
    await waitFor(() => expect(saved).toHaveLength(1));
    const [url, init] = calls(fetch, 'GET').find(([u]) => String(u).endsWith('/archivo'))!;
    expect(String(url)).toBe('/api/backups/r1/archivo');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-admin');
    expect(saved[0]!.name).toBe('copia-2026-03-18T06-00-00Z.tar.gz.cifrada');
    expect(await bytesOf(saved[0]!.blob!)).toEqual(ARCHIVE);
    // The list is read again: its 'Última descarga'.
    const last = screen.getByRole('region', { name: 'Última copia' });
    expect(
      await within(last).findByText(
        'Última descarga: 18 mar. 2026, 13:10, copia-2026-03-18T06-00-00Z.tar.gz.cifrada, por Laura.',
      ),
    ).toBeTruthy();
    expect(listCalls(fetch)).toHaveLength(2);
    expect(toasts()).toEqual([]);
  });

  it("a copy gone meanwhile: the server's words, and the list read again", async () => {
    const fetch = api(
      [LIST, { ...LIST, runs: [FAILED], lastOk: null }],
      { status: 200, body: {} },
      undefined,
      {
        status: 404,
        body: { code: 'backups.notFound', message: BACKUP_MSG.notFound },
      },
    );
    const saved = savedFiles();
    renderPage();
    const runs = await screen.findByRole('region', { name: 'Últimas copias' });
    const rows = within(within(runs).getByRole('table')).getAllByRole('row');
    fireEvent.click(within(rows[2]!).getByRole('button', { name: /^Descargar/ }));
    await waitFor(() =>
      expect(toasts()).toEqual([{ color: 'yellow', message: BACKUP_MSG.notFound }]),
    );
    await waitFor(() =>
      expect(within(within(runs).getByRole('table')).getAllByRole('row')).toHaveLength(2),
    );
    expect(listCalls(fetch)).toHaveLength(2);
    expect(saved).toEqual([]);
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
    expect(listCalls(fetch)).toHaveLength(2);
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
    expect(within(last).getByText('Todavía no hay ninguna copia guardada.')).toBeTruthy();
    expect(within(last).getByText(/No se suben a otro lugar/)).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Hacer una copia ahora' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(within(last).getByText(/Hay una copia en curso/)).toBeTruthy();
    expect(within(screen.getByRole('table')).getByText('En curso')).toBeTruthy();
  });
});
