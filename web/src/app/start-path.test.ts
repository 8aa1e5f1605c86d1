import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 32: a phone that opens the client's plan, their controls or the back office's
 * Usuarios must not evaluate zod and the contract's schemas before the page can be used
 * (~100 ms of a phone's main thread, four times that on Lighthouse's throttled profile).
 * The pages take texts and helpers from the contract's zod-free modules (contract/*-text.ts,
 * nutrition.ts, ...); this walks their static imports from the source, as the bundler
 * does, and fails naming the path to zod if one of them reaches it again. Forms load their
 * schemas with the code that shows them (a dynamic import is not followed).
 */
const root = path.resolve(import.meta.dirname, '../../..');
const ENTRIES = [
  'web/src/main.tsx',
  'web/src/app/router.tsx',
  'web/src/app/layout/SiteLayout.tsx',
  'web/src/features/meal-plans/pages/MealPlanPage.tsx',
  'web/src/app/routes/ControlsRoute.tsx',
  'web/src/app/routes/AdminRoute.tsx',
  'web/src/features/users/admin/components/UsersTab.tsx',
];

/** Every static import that reaches the module at run time: `import type` does not. */
function runtimeImports(code: string): string[] {
  const specs: string[] = [];
  const statement =
    /^(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^import\s+['"]([^'"]+)['"]/gm;
  for (const m of code.matchAll(statement)) {
    if (m[4]) specs.push(m[4]);
    else if (!m[1]) specs.push(m[3]!);
  }
  return specs;
}

function resolve(spec: string, from: string): string | null {
  let base: string;
  if (spec.startsWith('@contract/')) base = path.join(root, 'contract', spec.slice(10));
  else if (spec.startsWith('@web/')) base = path.join(root, 'web/src', spec.slice(5));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const ext of ['', '.ts', '.tsx', '/index.ts', '/index.tsx'])
    if (fs.existsSync(base + ext) && fs.statSync(base + ext).isFile()) return base + ext;
  return null;
}

/** The chain of imports from `entry` to a module that imports zod, or null. */
function pathToZod(entry: string): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    const here = [...chain, path.relative(root, file)];
    for (const spec of runtimeImports(fs.readFileSync(file, 'utf8'))) {
      if (spec === 'zod' || spec.startsWith('zod/')) return [...here, spec];
      const next = resolve(spec, file);
      const found = next && /\.tsx?$/.test(next) ? walk(next, here) : null;
      if (found) return found;
    }
    return null;
  };
  return walk(path.join(root, entry), []);
}

describe('pages a phone opens first', () => {
  it.each(ENTRIES)('%s reaches no zod through its static imports', (entry) => {
    expect(pathToZod(entry)).toBeNull();
  });

  it('sees zod where a form imports it (the check can fail)', () => {
    expect(pathToZod('web/src/features/auth/pages/LoginPage.tsx')?.at(-1)).toBe('zod');
  });
});
