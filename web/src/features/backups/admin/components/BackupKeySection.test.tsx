import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKUP_KEY_MSG, BACKUP_MSG, type TBackupsAnswer } from '@contract/backups';
import { TestProviders } from '@web/test/render';
import BackupsPage from '../pages/BackupsPage';

const KEY = 'q3V9xY2bL8mN4pR7sT1uW6zA0cE5gH9jK2lM4nP6rS8';
const FINGERPRINT = 'AB12-CD34';

const answer = (key: TBackupsAnswer['key']): TBackupsAnswer => ({
  runs: [
    {
      _id: 'r1',
      trigger: 'daily',
      status: 'ok',
      startedAt: '2026-03-18T06:00:00.000Z',
      finishedAt: '2026-03-18T06:00:04.000Z',
      fileName: 'copia-2026-03-18T06-00-00Z.tar.gz.cifrada',
      sizeBytes: 12_400_000,
      places: ['disk'],
      counts: { users: 120 },
      error: null,
      keyFingerprint: FINGERPRINT,
    },
    {
      _id: 'r0',
      trigger: 'daily',
      status: 'ok',
      startedAt: '2026-03-17T06:00:00.000Z',
      finishedAt: '2026-03-17T06:00:04.000Z',
      fileName: 'copia-2026-03-17T06-00-00Z.tar.gz',
      sizeBytes: 12_300_000,
      places: ['disk'],
      counts: { users: 119 },
      error: null,
      keyFingerprint: null,
    },
  ],
  lastOk: null,
  overdue: false,
  uploadsToS3: false,
  lastDownload: null,
  key,
});

const UNSAVED = answer({ source: 'generated', fingerprint: FINGERPRINT, savedAt: null });
const SAVED = answer({
  source: 'generated',
  fingerprint: FINGERPRINT,
  savedAt: '2026-03-18T16:10:00.000Z',
});

/** The API: the list answers `lists` in turn; the key and its confirmation as the server does. */
function api(lists: TBackupsAnswer[]) {
  let gets = 0;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    const u = String(url);
    if (u === '/api/backups/clave') return Response.json({ key: KEY, fingerprint: FINGERPRINT });
    if (u === '/api/backups/clave/guardada' && init?.method === 'POST')
      return Response.json({ msg: BACKUP_MSG.keySaved, savedAt: SAVED.key.savedAt });
    const list = lists[Math.min(gets, lists.length - 1)];
    gets += 1;
    return Response.json(list);
  });
}

const callsTo = (fetch: ReturnType<typeof api>, path: string) =>
  fetch.mock.calls.filter(([url]) => String(url) === path);

function renderPage() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <TestProviders>
        <BackupsPage />
      </TestProviders>
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('the key of the copies', () => {
  let writeText: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.spyOn(notifications, 'show').mockImplementation(() => '');
    writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => vi.restoreAllMocks());

  it("a generated key: shown, copyable, until 'Ya la guardé'; then never asked for again", async () => {
    const fetch = api([UNSAVED, SAVED]);
    const queryClient = renderPage();
    const card = await screen.findByRole('region', { name: BACKUP_KEY_MSG.cardTitle });
    // First on the page: without it no copy below can be restored.
    expect(screen.getAllByRole('region')[0]).toBe(card);
    expect(within(card).getByText(BACKUP_KEY_MSG.cardText)).toBeTruthy();
    const field = await within(card).findByRole('textbox', { name: BACKUP_KEY_MSG.field });
    expect((field as HTMLInputElement).value).toBe(KEY);
    expect((field as HTMLInputElement).readOnly).toBe(true);
    expect(within(card).getByText(FINGERPRINT)).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Copiar' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(KEY));
    expect(await within(card).findByRole('button', { name: BACKUP_KEY_MSG.copied })).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: BACKUP_KEY_MSG.confirm }));
    const saved = await screen.findByRole('region', { name: BACKUP_KEY_MSG.sectionTitle });
    // 16:10 UTC is 13:10 in Montevideo.
    expect(within(saved).getByText(BACKUP_KEY_MSG.savedOn('18 mar. 2026, 13:10'))).toBeTruthy();
    expect(screen.queryByRole('region', { name: BACKUP_KEY_MSG.cardTitle })).toBeNull();
    expect(document.body.textContent).not.toContain(KEY);
    // Gone from the browser's memory too, and asked for once only.
    expect(queryClient.getQueryData(['backup-key'])).toBeUndefined();
    expect(callsTo(fetch, '/api/backups/clave')).toHaveLength(1);
    expect(callsTo(fetch, '/api/backups/clave/guardada')).toHaveLength(1);
    expect(vi.mocked(notifications.show).mock.calls.map(([n]) => n.message)).toEqual([
      BACKUP_MSG.keySaved,
    ]);
  });

  it('a key from BACKUP_KEY: the page says the copies use it, and never asks for it', async () => {
    const fetch = api([answer({ source: 'env', fingerprint: FINGERPRINT, savedAt: null })]);
    renderPage();
    const section = await screen.findByRole('region', { name: BACKUP_KEY_MSG.sectionTitle });
    expect(within(section).getByText(BACKUP_KEY_MSG.fromEnv)).toBeTruthy();
    expect(within(section).getByText(FINGERPRINT)).toBeTruthy();
    expect(screen.queryByRole('region', { name: BACKUP_KEY_MSG.cardTitle })).toBeNull();
    expect(callsTo(fetch, '/api/backups/clave')).toHaveLength(0);
  });

  it("each copy names the key it needs, and those made before encryption say 'Sin cifrar'", async () => {
    api([SAVED]);
    renderPage();
    const runs = await screen.findByRole('region', { name: 'Últimas copias' });
    const rows = within(within(runs).getByRole('table')).getAllByRole('row');
    expect(within(rows[1]!).getByText(FINGERPRINT)).toBeTruthy();
    expect(within(rows[2]!).getByText(BACKUP_KEY_MSG.unencrypted)).toBeTruthy();
    const restore = screen.getByRole('region', { name: 'Cómo se restaura una copia' });
    expect(within(restore).getByText(/la que guardaste, o la de BACKUP_KEY/)).toBeTruthy();
    expect(within(restore).getByText(/se vuelve a correr igual y termina/)).toBeTruthy();
  });
});
