import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isPersonalPage, PATHS, PERSONAL_PAGES } from '@contract/pages';
import { isPageHandle } from './page-handle';
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

  it('draws on the server with a session exactly the pages PERSONAL_PAGES names', () => {
    /** Every route's full path pattern and handle, depth first. */
    const all = (list: RouteObject[], base = ''): { path: string; handle: unknown }[] =>
      list.flatMap((r) => {
        // A child's path may be absolute (PATHS) or relative to its parent's.
        const here = !r.path ? base : r.path.startsWith('/') ? r.path : `${base}/${r.path}`;
        return [{ path: here, handle: r.handle }, ...all(r.children ?? [], here)];
      });
    const personal = all(routes)
      .filter((r) => isPageHandle(r.handle) && r.handle.ssr === 'session')
      .map((r) => r.path);
    expect(personal.sort()).toEqual([...PERSONAL_PAGES].sort());
    // The server's test of an address agrees with the router's match.
    const plan = PATHS.mealPlan('3f1c0d8e-0000-4000-8000-000000000001');
    expect([isPersonalPage(plan), isPersonalPage(`${plan}/`)]).toEqual([true, true]);
    expect(landsOn(plan)).toBe(PATHS.mealPlan(':id'));
    const controls = PATHS.controls('3f1c0d8e-0000-4000-8000-000000000001');
    expect([isPersonalPage(controls), landsOn(controls)]).toEqual([true, PATHS.controls(':id')]);
    for (const other of [
      PATHS.mealPlanBuilder('x'),
      PATHS.profile('x'),
      PATHS.plan('x'),
      PATHS.controlDetails('x'),
      `${plan}/x`,
    ])
      expect(isPersonalPage(other), other).toBe(false);
  });
});
