import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { clearPageCookie, pageCookieToken, setPageCookie } from './page-cookie';

/** A reply that only records the Set-Cookie header it was given. */
function recordingReply() {
  const set: string[] = [];
  const reply = {
    header(name: string, value: string) {
      if (name === 'set-cookie') set.push(value);
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, set };
}

const requestWith = (cookie?: string) =>
  ({ headers: cookie === undefined ? {} : { cookie } }) as FastifyRequest;

const TOKEN = 'A'.repeat(20) + '_-b'.repeat(7);

describe('the page cookie (decision 0029)', () => {
  it('is Secure when the site is served over https, on set and on clear', () => {
    const { reply, set } = recordingReply();
    setPageCookie(reply, { token: TOKEN, remember: true }, true);
    clearPageCookie(reply, true);
    expect(set).toEqual([
      `sesion=${TOKEN}; Max-Age=34560000; Path=/auth/; HttpOnly; SameSite=Lax; Secure`,
      'sesion=; Max-Age=0; Path=/auth/; HttpOnly; SameSite=Lax; Secure',
    ]);
  });

  it('a session that is not remembered clears the cookie instead of setting it', () => {
    const { reply, set } = recordingReply();
    setPageCookie(reply, { token: TOKEN, remember: false }, false);
    expect(set).toEqual(['sesion=; Max-Age=0; Path=/auth/; HttpOnly; SameSite=Lax']);
  });

  it('reads its own cookie among others, and nothing shaped otherwise', () => {
    expect(pageCookieToken(requestWith(`a=1; sesion=${TOKEN}; b=2`))).toBe(TOKEN);
    expect(pageCookieToken(requestWith(`sesion=${TOKEN}`))).toBe(TOKEN);
    for (const cookie of [
      undefined,
      '',
      `sesiones=${TOKEN}`,
      `xsesion=${TOKEN}`,
      'sesion=',
      'sesion=corto',
      `sesion=${TOKEN}%00`,
      `sesion="${TOKEN}"`,
      `sesion=${'a'.repeat(201)}`,
    ])
      expect(pageCookieToken(requestWith(cookie)), String(cookie)).toBeNull();
  });
});
