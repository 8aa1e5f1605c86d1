import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The repository's import graph as TypeScript sees it: every `import`, `import type`,
 * `export … from` and `import()` of a file, resolved with tsconfig.json's paths
 * (@contract, @web). Type-only imports are edges too: a type-only circle still means two
 * files (or modules) that cannot be read or changed one without the other, which is why
 * this exists beside import-x/no-cycle (that rule skips type imports by design).
 * Used by the lint rules in eslint/layers.js and by api/src/architecture.test.ts.
 */

const SOURCE = /\.(ts|tsx)$/;

/** Compiler options of a tsconfig.json, read once per root. */
const optionsByRoot = new Map();
function compilerOptions(root) {
  let options = optionsByRoot.get(root);
  if (!options) {
    const file = path.join(root, 'tsconfig.json');
    // A folder without one (a test's) resolves as this repository does, without aliases.
    const { config } = fs.existsSync(file)
      ? ts.readConfigFile(file, ts.sys.readFile)
      : { config: { compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler' } } };
    options = ts.parseJsonConfigFileContent(config, ts.sys, root).options;
    optionsByRoot.set(root, options);
  }
  return options;
}

/** The files a source text imports (absolute paths inside the root; packages left out). */
export function importsOf(file, text, root) {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  const options = compilerOptions(root);
  const out = new Set();
  for (const { fileName } of importedFiles) {
    const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
    if (!resolved || resolved.isExternalLibraryImport) continue;
    const target = path.resolve(resolved.resolvedFileName);
    if (
      target.startsWith(root + path.sep) &&
      !target.includes(`${path.sep}node_modules${path.sep}`)
    ) {
      out.add(target);
    }
  }
  return [...out];
}

function walk(dir, files) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(p, files);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(p);
  }
  return files;
}

/**
 * file -> the files it imports, for every source file under `dirs` (relative to root).
 * `overrides` (absolute path -> text) stands in for files as they are being edited, or for
 * files that exist only in a test.
 */
export function importGraph(root, dirs, overrides = new Map()) {
  const files = new Set(dirs.flatMap((d) => walk(path.join(root, d), [])));
  for (const f of overrides.keys()) files.add(f);
  const graph = new Map();
  for (const file of files) {
    const text = overrides.get(file) ?? fs.readFileSync(file, 'utf8');
    graph.set(file, importsOf(file, text, root));
  }
  return graph;
}

/** The strongly connected components with more than one node (or a node importing itself). */
export function cycles(graph) {
  // Tarjan's algorithm, iterative so a deep chain cannot overflow the stack.
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const found = [];
  for (const start of graph.keys()) {
    if (indexOf.has(start)) continue;
    const work = [[start, 0]];
    indexOf.set(start, index);
    low.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work.at(-1);
      const [node, i] = frame;
      const next = (graph.get(node) ?? []).filter((n) => graph.has(n));
      if (i < next.length) {
        frame[1] += 1;
        const to = next[i];
        if (!indexOf.has(to)) {
          indexOf.set(to, index);
          low.set(to, index++);
          stack.push(to);
          onStack.add(to);
          work.push([to, 0]);
        } else if (onStack.has(to)) {
          low.set(node, Math.min(low.get(node), indexOf.get(to)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work.at(-1)[0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === indexOf.get(node)) {
        const component = [];
        let n;
        do {
          n = stack.pop();
          onStack.delete(n);
          component.push(n);
        } while (n !== node);
        if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component);
      }
    }
  }
  return found;
}

/** The graph folded onto groups (a file's group, or null to leave it out): group -> groups. */
export function foldGraph(graph, groupOf) {
  const folded = new Map();
  for (const [file, targets] of graph) {
    const from = groupOf(file);
    if (from === null) continue;
    if (!folded.has(from)) folded.set(from, new Set());
    for (const t of targets) {
      const to = groupOf(t);
      if (to !== null && to !== from) folded.get(from).add(to);
    }
  }
  return new Map([...folded].map(([k, v]) => [k, [...v]]));
}
