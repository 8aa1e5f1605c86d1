import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEAL_PLAN_MSG } from '@contract/meal-plans-text';
import { setApiTransport } from '@web/lib/api';
import { sessionStore } from '@web/lib/session';
import { renderUi } from '@web/test/render';
import { makeUser } from '@web/test/users';
import { PlanDownloads } from './PlanDownloads';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const { createObjectURL, revokeObjectURL } = URL;

/** The names the browser was handed to save (jsdom has no blob URLs). */
function savedNames() {
  Object.assign(URL, {
    createObjectURL: () => 'blob:intercambios',
    revokeObjectURL: () => undefined,
  });
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
}

/** The plan's PDF downloads, as the page shares them with its versions. */
const pdf = () => ({ downloading: null, download: vi.fn(async () => undefined) });

describe("PlanDownloads: the plan's PDF and its 'Lista de intercambios' (issue 35)", () => {
  let calls: { url: string; headers: HeadersInit | undefined }[];
  let answer: () => Response;
  beforeEach(() => {
    vi.spyOn(notifications, 'show').mockImplementation(() => '');
    calls = [];
    answer = () =>
      new Response(PDF, {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="lista-de-intercambios.pdf"',
        },
      });
    setApiTransport(async (url, init) => {
      calls.push({ url, headers: init.headers });
      return answer();
    });
    sessionStore.start('token-ana', makeUser(), false);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    sessionStore.clear();
  });

  it("downloads the list with the session's token, beside 'Descargar PDF'", async () => {
    const saved = savedNames();
    const downloads = pdf();
    renderUi(<PlanDownloads planId="p1" version={2} asClient={false} pdf={downloads} />);
    await user.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    expect(downloads.download).toHaveBeenCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Lista de intercambios' }));
    await waitFor(() => expect(saved).toEqual(['lista-de-intercambios.pdf']));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/planes-alimentarios/p1/intercambios');
    expect(calls[0]!.headers).toMatchObject({ authorization: 'Bearer token-ana' });
  });

  it("her draft before any publication: no PDF yet, the list already; her 'Ver como el cliente', the client's", async () => {
    savedNames();
    const { unmount } = renderUi(
      <PlanDownloads planId="p1" version={null} asClient={false} pdf={pdf()} />,
    );
    expect(screen.queryByRole('button', { name: 'Descargar PDF' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Lista de intercambios' })).toBeTruthy();
    unmount();
    renderUi(<PlanDownloads planId="p1" version={1} asClient pdf={pdf()} />);
    await user.click(screen.getByRole('button', { name: 'Lista de intercambios' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url).toBe('/api/planes-alimentarios/p1/intercambios?vista=cliente');
  });

  it("a list the server refuses: the server's words as a warning", async () => {
    answer = () =>
      Response.json(
        { message: MEAL_PLAN_MSG.notPublished, code: 'mealPlans.notPublished' },
        { status: 404 },
      );
    const saved = savedNames();
    renderUi(<PlanDownloads planId="p1" version={1} asClient={false} pdf={pdf()} />);
    await user.click(screen.getByRole('button', { name: 'Lista de intercambios' }));
    await waitFor(() =>
      expect(vi.mocked(notifications.show)).toHaveBeenCalledWith(
        expect.objectContaining({ message: MEAL_PLAN_MSG.notPublished }),
      ),
    );
    expect(saved).toEqual([]);
  });
});
