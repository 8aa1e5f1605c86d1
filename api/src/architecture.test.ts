import fs from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The layering rules of docs/architecture.md are lint rules; this shows they bite. Two
 * throw-away files are written inside api/src (the rules are scoped by path) and linted
 * with the repository's own eslint.config.js.
 */
const root = path.resolve(import.meta.dirname, '../..');
const made: string[] = [];

async function lint(files: Record<string, string>): Promise<string[]> {
  const paths = [];
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(root, name);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, text);
    made.push(file);
    paths.push(file);
  }
  const results = await new ESLint({ cwd: root }).lintFiles(paths);
  return results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`));
}

afterAll(async () => {
  await Promise.all(made.map((f) => fs.rm(f, { force: true })));
  await fs.rm(path.join(root, 'api/src/zz-architecture-check'), { recursive: true, force: true });
  await fs.rm(path.join(root, 'api/src/db/zz-architecture-check.ts'), { force: true });
});

describe('architecture rules (lint)', () => {
  it('an import circle fails lint', { timeout: 60_000 }, async () => {
    const messages = await lint({
      'api/src/zz-architecture-check/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'api/src/zz-architecture-check/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    });
    expect(messages.filter((m) => m.startsWith('import-x/no-cycle')).length).toBe(2);
  });

  it('infrastructure importing a domain module fails lint', { timeout: 60_000 }, async () => {
    const messages = await lint({
      'api/src/db/zz-architecture-check.ts':
        "import { apiUser } from '../modules/users';\nexport const f = apiUser;\n",
    });
    expect(messages).toContainEqual(
      expect.stringMatching(
        /^no-restricted-imports: .*Infrastructure never imports a domain module/,
      ),
    );
  });
});
