import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@contract/pages';
import { isPageHandle } from './page-handle';
import { routes } from './router';

/** What the server renderer (entry-server.tsx) reads of an address: the route's handle. */
const handleOf = (url: string) => matchRoutes(routes, url)?.at(-1)?.route.handle;

describe('which addresses are pages (the one list the server asks)', () => {
  it('an address no page has is the catch-all: rendered on the server, status 404', () => {
    for (const url of ['/auth/no-existe', '/auth/no-existe/otra', '/cualquier/cosa']) {
      const handle = handleOf(url);
      expect(isPageHandle(handle) && handle.status).toBe(404);
    }
  });

  it('pages that exist are not 404: public ones rendered, session ones left to the browser', () => {
    for (const url of [PATHS.home(), PATHS.about(), PATHS.plan('p1')]) {
      const handle = handleOf(url);
      expect([url, isPageHandle(handle), isPageHandle(handle) && handle.status]).toEqual([
        url,
        true,
        undefined,
      ]);
    }
    for (const url of [PATHS.profile(), PATHS.anamnesisRecord('a1'), PATHS.admin()])
      expect([url, handleOf(url)]).toEqual([url, undefined]);
  });
});
