import path from 'node:path';
import { cycles, importGraph } from './import-graph.js';

/**
 * No import circle, type-only imports included: import-x/no-cycle skips `import type` by
 * design, and a circle of types still ties two files (or two modules) so that neither can
 * be read or changed without the other. The graph of every file under `roots` is built
 * once per lint run (eslint/import-graph.js, TypeScript's own resolution), and each file
 * that sits on a circle is reported with the circle.
 */
const graphs = new Map();

function circlesUnder(cwd, roots) {
  const key = `${cwd}\0${roots.join('\0')}`;
  let byFile = graphs.get(key);
  if (!byFile) {
    byFile = new Map();
    for (const circle of cycles(importGraph(cwd, roots))) {
      for (const file of circle) byFile.set(file, circle);
    }
    graphs.set(key, byFile);
  }
  return byFile;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'No import circle between files, type-only imports included.' },
    schema: [
      {
        type: 'object',
        properties: { roots: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const roots = context.options[0]?.roots ?? ['api/src', 'web/src', 'contract'];
    const cwd = context.cwd;
    return {
      Program(program) {
        const circle = circlesUnder(cwd, roots).get(path.resolve(context.physicalFilename));
        if (!circle) return;
        const names = circle.map((f) => path.relative(cwd, f)).sort();
        context.report({
          node: program,
          message: `Import circle (type imports count): ${names.join(' <-> ')}. Break it: move what both need below both, or hand it over from above (app.ts).`,
        });
      },
    };
  },
};
