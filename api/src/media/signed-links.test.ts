import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedLinks, linkExpiry, loadOrCreateLinkSecret } from './signed-links';

const SECRET = 'un-secreto-de-prueba-con-mas-de-32-caracteres';
const links = createSignedLinks(SECRET);
const at = (iso: string) => new Date(iso);
const parts = (url: string) => {
  const u = new URL(url, 'http://x');
  return { path: u.pathname, exp: u.searchParams.get('exp'), sig: u.searchParams.get('sig') };
};

describe('signed links', () => {
  it('expire at the first 5-minute step at or after now + 10 minutes (valid 10 to 15 minutes)', () => {
    const s = (iso: string) => linkExpiry(at(iso)) * 1000;
    expect(s('2026-03-02T12:00:00Z')).toBe(Date.parse('2026-03-02T12:10:00Z'));
    expect(s('2026-03-02T12:00:01Z')).toBe(Date.parse('2026-03-02T12:15:00Z'));
    expect(s('2026-03-02T12:04:59.999Z')).toBe(Date.parse('2026-03-02T12:15:00Z'));
    expect(s('2026-03-02T12:05:00Z')).toBe(Date.parse('2026-03-02T12:15:00Z'));
    expect(s('2026-03-02T12:05:00.001Z')).toBe(Date.parse('2026-03-02T12:20:00Z'));
  });

  it('the same URL for every link made within one step, so the browser cache works', () => {
    const p = '/api/photos/full/abc.jpg';
    expect(links.signPath(p, at('2026-03-02T12:00:01Z'))).toBe(
      links.signPath(p, at('2026-03-02T12:05:00Z')),
    );
    expect(links.signPath(p, at('2026-03-02T12:05:01Z'))).not.toBe(
      links.signPath(p, at('2026-03-02T12:05:00Z')),
    );
  });

  it('verifies its own signature until the expiry, then says it expired', () => {
    const url = links.signPath('/api/photos/full/a.jpg', at('2026-03-02T12:00:00Z'));
    const { path: p, exp, sig } = parts(url);
    expect(links.verify(p, exp, sig, at('2026-03-02T12:09:59Z'))).toBe('ok');
    expect(links.verify(p, exp, sig, at('2026-03-02T12:10:00Z'))).toBe('expired');
  });

  it('refuses another path, another expiry, another secret, and malformed values', () => {
    const now = at('2026-03-02T12:00:00Z');
    const { path: p, exp, sig } = parts(links.signPath('/api/photos/full/a.jpg', now));
    const other = createSignedLinks(`${SECRET}-otro`);
    const forged = parts(other.signPath(p, now));
    expect(links.verify('/api/photos/full/b.jpg', exp, sig, now)).toBe('invalid');
    expect(links.verify(p, String(Number(exp) + 300), sig, now)).toBe('invalid');
    expect(links.verify(p, forged.exp, forged.sig, now)).toBe('invalid');
    for (const [e, s] of [
      [null, sig],
      [exp, null],
      ['', sig],
      [`${exp}.0`, sig],
      ['-1', sig],
      ['1e12', sig],
      [exp, `${sig}A`],
      [exp, sig!.slice(0, -1)],
      [exp, sig!.replace(/./, (c) => (c === 'A' ? 'B' : 'A'))],
    ])
      expect([e, s, links.verify(p, e, s, now)]).toEqual([e, s, 'invalid']);
    // An expired forgery is invalid, not expired: nothing is said of what it names.
    expect(links.verify(p, '1', sig, now)).toBe('invalid');
  });

  it('refuses a short secret', () => {
    expect(() => createSignedLinks('corto')).toThrow(/32/);
  });
});

describe('the secret kept in DATA_DIR when LINK_SECRET is not set', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nutri-links-'));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('is made once, readable by its owner only, and the same after a restart', async () => {
    const data = path.join(dir, 'data');
    const first = await loadOrCreateLinkSecret(data);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const mode = (await fs.stat(path.join(data, 'link-secret'))).mode & 0o777;
    expect(mode).toBe(0o600);
    expect(await loadOrCreateLinkSecret(data)).toBe(first);
    // Two processes starting together end with one secret.
    const [a, b] = await Promise.all([
      loadOrCreateLinkSecret(path.join(dir, 'race')),
      loadOrCreateLinkSecret(path.join(dir, 'race')),
    ]);
    expect(a).toBe(b);
    expect((await fs.readdir(path.join(dir, 'race'))).sort()).toEqual(['link-secret']);
  });

  it('a damaged file stops the start with a clear message', async () => {
    const bad = path.join(dir, 'bad');
    await fs.mkdir(bad);
    await fs.writeFile(path.join(bad, 'link-secret'), 'corto');
    await expect(loadOrCreateLinkSecret(bad)).rejects.toThrow(/LINK_SECRET/);
  });
});
