import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { cycles, foldGraph, importGraph } from '../../eslint/import-graph.js';
import { MODULE_LAYERS } from '../../eslint/module-layers.js';
import noImportCycle from '../../eslint/no-import-cycle.js';

/**
 * The layering rules of docs/architecture.md are lint rules; this shows they bite. Nothing
 * is written into the repository: a file that is not there is linted as text at the path it
 * would have (ESLint's lintText), and a circle, which needs two files on disk, is drawn in
 * a temporary folder.
 */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });
const made: string[] = [];
afterAll(() => Promise.all(made.map((d) => fs.rm(d, { recursive: true, force: true }))));

/** The messages lint gives a text at a path of the repository (the file need not exist). */
async function lintAt(file: string, text: string): Promise<string[]> {
  const results = await eslint.lintText(text, { filePath: path.join(root, file) });
  return results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`));
}

/** The messages the import-circle rule gives on a folder of files written for the test. */
async function lintCircle(files: Record<string, string>): Promise<string[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'architecture-'));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await fs.writeFile(path.join(dir, name), text);
  }
  const lint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { local: { rules: { 'no-import-cycle': noImportCycle } } },
        rules: { 'local/no-import-cycle': ['error', { roots: ['src'] }] },
      },
    ],
  });
  const results = await lint.lintFiles(['src/**/*.ts']);
  return results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`));
}

const layerOf = new Map(MODULE_LAYERS.flatMap((layer, level) => layer.map((m) => [m, level])));
const moduleOf = (file: string) => {
  const m = /^api\/src\/modules\/([a-z-]+)\//.exec(path.relative(root, file));
  return m && !file.endsWith('.test.ts') ? m[1]! : null;
};

describe('architecture rules (lint)', { timeout: 120_000 }, () => {
  it('a module importing a module of a higher layer fails lint, a type import too', async () => {
    for (const text of [
      "import { fileAccess } from '../commerce';\nexport const f = fileAccess;\n",
      "import type { CommerceDeps } from '../commerce/sales.service';\nexport type D = CommerceDeps;\n",
    ]) {
      expect(await lintAt('api/src/modules/catalog/zz-layer-check.ts', text)).toContainEqual(
        expect.stringMatching(/^import-x\/no-restricted-paths: .*a lower layer/),
      );
    }
  });

  it('users, the bottom, may import no other module; a module of the same layer is refused too', async () => {
    const fromUsers = await lintAt(
      'api/src/modules/users/zz-layer-check.ts',
      "import type { AuthDeps } from '../auth';\nexport type D = AuthDeps;\n",
    );
    expect(fromUsers).toContainEqual(expect.stringMatching(/^import-x\/no-restricted-paths/));
    const sideways = await lintAt(
      'api/src/modules/clinical/zz-layer-check.ts',
      "import { foods } from '../foods/foods.tables';\nexport const f = foods;\n",
    );
    expect(sideways).toContainEqual(expect.stringMatching(/^import-x\/no-restricted-paths/));
  });

  it('a lower module is allowed, and so is a foreign key from one table file to another', async () => {
    expect(
      await lintAt(
        'api/src/modules/commerce/zz-layer-check.ts',
        "import { listProductFiles } from '../catalog';\nexport const f = listProductFiles;\n",
      ),
    ).toEqual([]);
    const fk = "import { sales } from '../commerce/commerce.tables';\nexport const s = sales;\n";
    expect(await lintAt('api/src/modules/catalog/catalog.tables.ts', fk)).toEqual([]);
    expect(await lintAt('api/src/modules/catalog/zz-layer-check.ts', fk)).toContainEqual(
      expect.stringMatching(/^import-x\/no-restricted-paths/),
    );
  });

  it('infrastructure importing a domain module fails lint', async () => {
    const messages = await lintAt(
      'api/src/db/zz-architecture-check.ts',
      "import { apiUser } from '../modules/users';\nexport const f = apiUser;\n",
    );
    expect(messages).toContainEqual(
      expect.stringMatching(
        /^no-restricted-imports: .*Infrastructure never imports a domain module/,
      ),
    );
  });

  it('an import circle fails lint, a type-only one too', async () => {
    for (const kind of ['', 'type ']) {
      const messages = await lintCircle({
        'src/a.ts': `import ${kind}{ B } from './b';\nexport type A = { b?: B };\n`,
        'src/b.ts': `import ${kind}{ A } from './a';\nexport type B = { a?: A };\n`,
        'src/c.ts': "import type { A } from './a';\nexport type C = A;\n",
      });
      // Both files of the circle are named; c.ts, which only leans on it, is not.
      expect(messages).toHaveLength(2);
      for (const m of messages) {
        expect(m).toMatch(/^local\/no-import-cycle: .*src\/a\.ts <-> src\/b\.ts/);
      }
    }
  });

  it("the repository's lint runs the circle rule over the API, the web and the contract", async () => {
    for (const file of ['api/src/app.ts', 'web/src/main.tsx', 'contract/time.ts']) {
      const config = await eslint.calculateConfigForFile(path.join(root, file));
      expect([file, config.rules['local/no-import-cycle']?.[0]]).toEqual([file, 2]);
    }
  });
});

describe('the import graph', () => {
  const graph = importGraph(root, ['api/src', 'web/src', 'contract']);

  it('has no circle between files, type imports included', () => {
    expect(cycles(graph).map((c) => c.map((f) => path.relative(root, f)))).toEqual([]);
  });

  it('every module stands in a layer, and every arrow between modules runs down', async () => {
    const folders = (await fs.readdir(path.join(root, 'api/src/modules'), { withFileTypes: true }))
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    expect(folders).toEqual([...layerOf.keys()].sort());
    const upward: string[] = [];
    for (const [file, targets] of graph) {
      const from = moduleOf(file);
      if (!from) continue;
      for (const target of targets) {
        const to = moduleOf(target);
        if (!to || to === from) continue;
        const tableToTable = file.endsWith('.tables.ts') && target.endsWith('.tables.ts');
        if (layerOf.get(to)! >= layerOf.get(from)! && !tableToTable) {
          upward.push(`${path.relative(root, file)} -> ${path.relative(root, target)}`);
        }
      }
    }
    expect(upward).toEqual([]);
    const modules = foldGraph(graph, moduleOf);
    expect(cycles(modules)).toEqual([]);
    expect(modules.get('users')).toEqual([]);
  });
});

describe('the size of a file', () => {
  it('no source file over 400 lines under api/src/modules or web/src/features', async () => {
    const over: string[] = [];
    for (const dir of ['api/src/modules', 'web/src/features']) {
      for (const entry of await fs.readdir(path.join(root, dir), { recursive: true })) {
        if (!/\.tsx?$/.test(entry)) continue;
        const file = path.join(root, dir, entry);
        const lines = (await fs.readFile(file, 'utf8')).split('\n').length - 1;
        if (lines > 400) over.push(`${path.relative(root, file)}: ${lines}`);
      }
    }
    expect(over).toEqual([]);
  });
});
