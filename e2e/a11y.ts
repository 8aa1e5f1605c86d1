import fs from 'node:fs';
import path from 'node:path';
import axeCore, { type AxeResults } from 'axe-core';
import { expect, type Page } from '@playwright/test';

/**
 * Accessibility as a checked property: every page state the suite looks at is scanned with
 * axe-core at 360 and 1280 px, and a violation fails the test that reached it.
 */

export const A11Y_DIR = path.join(import.meta.dirname, '../test-results/a11y');
export const A11Y_WIDTHS = [360, 1280] as const;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * The one list of rules set aside, each with its reason. Only a minor or moderate finding
 * may be set aside: a serious or critical violation of a listed rule still fails.
 */
export const SET_ASIDE: Readonly<Record<string, string>> = {};

export type Who = 'visitor' | 'client' | 'admin';

/** Who the page is logged in as, read from the web's own session (web/src/lib/session.ts). */
async function whoIsOn(page: Page): Promise<Who> {
  const role = await page.evaluate(() => {
    const raw = localStorage.getItem('user') ?? sessionStorage.getItem('user');
    try {
      return raw ? ((JSON.parse(raw) as { type?: string }).type ?? 'user') : undefined;
    } catch {
      return undefined;
    }
  });
  if (!role) return 'visitor';
  return role === 'admin' ? 'admin' : 'client';
}

/**
 * One axe.run in the page, axe-core put into the page once per document. AxeBuilder's default
 * runs each frame apart and joins the results in a blank page it opens per scan: about a
 * second a scan (1.0-2.0 s against 0.1-0.4 s for axe.run, measured on this suite's pages), for
 * frames that here are only YouTube's player, not ours to fix. Its legacy mode, used before
 * this, still sent axe's 570 kB source into the page twice a scan; a state is scanned at two
 * widths, and a page often holds several states. Same tags, same rules; only violations are
 * collected in full.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    // The source as the evaluated expression, as AxeBuilder sends it: the page's Content
    // Security Policy (no eval) does not apply to what the browser's tools evaluate.
    await page.evaluate(axeCore.source);
    await page.evaluate(() =>
      (window as unknown as { axe: typeof axeCore }).axe.configure({
        allowedOrigins: ['<same_origin>'],
        branding: { application: 'playwright' },
      }),
    );
  }
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axeCore }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    TAGS,
  );
}

/**
 * Waits for the page's finite animations (a dialog fading in would fail contrast half-way).
 * Only running ones, and three seconds at most: a paused animation never finishes, and
 * one did hold a CI run until the test's two minutes ran out (stop 40). Asked again until
 * none is left, a few frames apart: Mantine starts a transition two frames after what
 * caused it, so a toast that moved corner when the viewport changed was still to fade in
 * when the first look found nothing running, and axe read its text at 1.07:1.
 */
export async function settled(page: Page) {
  await page.evaluate(async () => {
    const frames = (n: number) =>
      new Promise<void>((r) => {
        const next = (left: number) =>
          left === 0 ? r() : requestAnimationFrame(() => next(left - 1));
        next(n);
      });
    const giveUp = Date.now() + 3_000;
    for (;;) {
      await frames(3);
      const finite = document
        .getAnimations()
        .filter(
          (a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity,
        );
      if (finite.length === 0 || Date.now() > giveUp) return;
      await Promise.race([
        Promise.all(finite.map((a) => a.finished.catch(() => undefined))),
        new Promise((r) => setTimeout(r, Math.max(0, giveUp - Date.now()))),
      ]);
    }
  });
}

interface Finding {
  rule: string;
  impact: string;
  help: string;
  /** Up to five offending elements: where, what, and axe's own account of the failure. */
  nodes: string[];
}

/** Scans the page as it is now at one width; records the state; fails on any violation. */
export async function scanAtWidth(page: Page, state: string, width: number) {
  await settled(page);
  let results = await runAxe(page);
  // A toast whose time ran out during the scan fades out under axe's eyes (its text
  // measured 1.09:1 half-way): a finding whose elements have all left the page once it
  // settles was a passing moment, not the state; the page is scanned again as it is now.
  if (results.violations.length > 0) {
    await settled(page);
    const targets = results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
    const present = await Promise.all(targets.map((t) => page.locator(t).count()));
    if (present.every((n) => n === 0)) results = await runAxe(page);
  }
  const findings: Finding[] = results.violations
    .filter((v) => !(v.id in SET_ASIDE) || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      nodes: v.nodes
        .slice(0, 5)
        .map(
          (n) =>
            `${n.target.join(' ')} ${n.html.slice(0, 160)} ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`,
        ),
    }));
  const who = await whoIsOn(page);
  fs.mkdirSync(A11Y_DIR, { recursive: true });
  const slug = `${state}-${width}`.replace(/[^a-z0-9-]+/gi, '_');
  fs.writeFileSync(
    path.join(A11Y_DIR, `${slug}.json`),
    JSON.stringify({ state, width, who, url: page.url(), findings }, null, 1),
  );
  if (process.env.A11Y_REPORT_ONLY) return;
  expect(findings, `axe: '${state}' at ${width} px`).toEqual([]);
}

/** Scans the current page state at both widths, then puts the viewport back as it was. */
export async function expectAccessible(page: Page, state: string) {
  const before = page.viewportSize();
  for (const width of A11Y_WIDTHS) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await scanAtWidth(page, state, width);
  }
  if (before) await page.setViewportSize(before);
}
