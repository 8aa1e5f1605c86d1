import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@contract/pages';
import { RequireSession } from './RequireSession';
import { routes } from './router';

/** The deepest route's path pattern an address lands on. */
const landsOn = (url: string) => matchRoutes(routes, url)?.at(-1)?.route.path;

describe('router', () => {
  it('serves every page address the links use (none falls to the 404 page)', () => {
    const addresses = Object.entries(PATHS).map(
      ([name, helper]) =>
        // Every helper takes at most two ids.
        [name, (helper as (a?: string, b?: string) => string)('x1', 'x2')] as const,
    );
    for (const [name, url] of addresses) expect(landsOn(url.split('?')[0]!), name).not.toBe('*');
  });

  it('guards admin pages and client pages in the router', () => {
    /** The RequireSession element an address passes through, if any. */
    const guardOf = (url: string) =>
      matchRoutes(routes, url)
        ?.map((m) => m.route.element)
        .filter(isValidElement<{ admin?: boolean }>)
        .find((e) => e.type === RequireSession);
    for (const url of [
      PATHS.admin(),
      PATHS.newUser(),
      PATHS.newPlan(),
      PATHS.editTip('x'),
      PATHS.productFiles('x'),
      PATHS.backups(),
      PATHS.keptRecords(),
      PATHS.keptRecords('x'),
    ])
      expect(guardOf(url)?.props.admin, url).toBe(true);
    expect(guardOf(PATHS.profile('x'))?.props.admin).toBeFalsy();
    expect(guardOf(PATHS.profile('x'))).toBeDefined();
    expect(guardOf(PATHS.myData())).toBeDefined();
    expect(guardOf(PATHS.myData())?.props.admin).toBeFalsy();
    expect(guardOf(PATHS.plan('x'))).toBeUndefined();
    // The waiting list's offer (issue 34): a client's page, opened from a mail.
    expect(guardOf(PATHS.slotOffer('x'))).toBeDefined();
    expect(guardOf(PATHS.slotOffer('x'))?.props.admin).toBeFalsy();
  });
});
