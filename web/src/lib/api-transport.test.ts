import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api';

afterEach(() => {
  vi.restoreAllMocks();
  delete (globalThis as { scheduler?: unknown }).scheduler;
});

describe('the browser transport', () => {
  it('starts each request in a task of its own: after scheduler.yield(), where the browser has it', async () => {
    let resume = () => {};
    const yielded = new Promise<void>((r) => (resume = r));
    Object.assign(globalThis, { scheduler: { yield: () => yielded } });
    const fetched = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ hours: [] }, { status: 200 }));

    const answer = api('GET /consultorio');
    await Promise.resolve();
    await Promise.resolve();
    // Still the task that asked (a page's effects): nothing sent yet.
    expect(fetched).not.toHaveBeenCalled();
    resume();
    await answer;
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(fetched.mock.calls[0]![0]).toBe('/api/consultorio');
  });

  it('sends at once where there is no scheduler.yield()', async () => {
    const fetched = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ hours: [] }, { status: 200 }));
    await api('GET /consultorio');
    expect(fetched).toHaveBeenCalledTimes(1);
  });
});
