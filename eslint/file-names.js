import path from 'node:path';

/**
 * The file-naming rule (web/README.md, 'File names'), checked on every file lint reads:
 * - folders and files are kebab-case, with role suffixes after a dot
 *   (`users.routes.ts`, `get-plans.ts`, `sales-range.test.ts`);
 * - in the web, a React component's file is PascalCase, named for it (`LoginPage.tsx`),
 *   and so is its CSS module (`LoginPage.module.css`). A PascalCase file must export a
 *   component, and a kebab-case `.tsx` file that exports only components should be named
 *   for them: the case of a name says what the file holds.
 * CSS files are not linted, so their names are checked where they are imported.
 */

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;

/** 'LoginPage.module.css' -> { name: 'LoginPage', suffixes: ['module', 'css'] } */
function split(base) {
  const [name = '', ...suffixes] = base.split('.');
  return { name, suffixes };
}

/** What is wrong with a file's or folder's name, or null. */
function nameProblem(base, { pascal, isDir }) {
  // A leading dot is a tool's convention (.ci/), not part of the name.
  const { name, suffixes } = split(base.replace(/^\./, ''));
  const badSuffix = suffixes.find((s) => !KEBAB.test(s));
  if (badSuffix !== undefined) return `'${base}': suffixes are kebab-case ('${badSuffix}')`;
  if (KEBAB.test(name)) return null;
  const ext = suffixes.at(-1);
  const component = ext === 'tsx' || (ext === 'css' && suffixes.at(-2) === 'module');
  if (!isDir && pascal && component && PASCAL.test(name)) return null;
  return pascal && component
    ? `'${base}': a name is kebab-case, or PascalCase for a React component and its CSS module`
    : `'${base}': names are kebab-case`;
}

const isPascalName = (n) => typeof n === 'string' && PASCAL.test(n);

/** The values a module exports (not types): name, and whether it is a function. */
function exportedValues(program) {
  const out = [];
  const declared = new Map();
  for (const node of program.body) {
    const decl = node.type.startsWith('Export') ? node.declaration : node;
    if (decl?.type === 'FunctionDeclaration' && decl.id) declared.set(decl.id.name, true);
    if (decl?.type === 'VariableDeclaration')
      for (const d of decl.declarations)
        if (d.id.type === 'Identifier') declared.set(d.id.name, isFunction(d.init));
  }
  for (const node of program.body) {
    if (node.type === 'ExportNamedDeclaration' && node.exportKind !== 'type') {
      const d = node.declaration;
      if (d?.type === 'FunctionDeclaration' && d.id) out.push({ name: d.id.name, fn: true });
      else if (d?.type === 'ClassDeclaration' && d.id) out.push({ name: d.id.name, fn: true });
      else if (d?.type === 'VariableDeclaration')
        for (const v of d.declarations)
          if (v.id.type === 'Identifier') out.push({ name: v.id.name, fn: isFunction(v.init) });
      for (const s of node.specifiers ?? [])
        if (s.exportKind !== 'type' && s.local.type === 'Identifier')
          out.push({
            name: s.exported.name ?? s.local.name,
            fn: declared.get(s.local.name) ?? false,
          });
    }
    if (node.type === 'ExportDefaultDeclaration') {
      const d = node.declaration;
      const name = d.id?.name ?? (d.type === 'Identifier' ? d.name : undefined);
      out.push({ name: name ?? 'default', fn: isFunction(d) || declared.get(name) === true });
    }
  }
  return out;
}

function isFunction(node) {
  if (!node) return false;
  if (['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression'].includes(node.type))
    return true;
  // lazy(...), memo(...), forwardRef(...): a component made by a call.
  return node.type === 'CallExpression';
}

const fileNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Folders and files are kebab-case; web components PascalCase.' },
    schema: [
      {
        type: 'object',
        properties: { pascalComponents: { type: 'boolean' } },
        additionalProperties: false,
      },
    ],
    messages: { name: '{{problem}} (eslint/file-names.js).' },
  },
  create(context) {
    const pascal = context.options[0]?.pascalComponents ?? false;
    const rel = path.relative(context.cwd, context.physicalFilename).split(path.sep);
    if (rel[0] === '..' || path.isAbsolute(rel.join('/'))) return {};
    const base = rel.pop();
    const report = (node, problem) =>
      problem && context.report({ node, messageId: 'name', data: { problem } });
    return {
      Program(program) {
        for (const dir of rel) report(program, nameProblem(dir, { pascal, isDir: true }));
        report(program, nameProblem(base, { pascal, isDir: false }));
        const { name, suffixes } = split(base);
        if (!pascal || suffixes.at(-1) !== 'tsx' || suffixes.includes('test')) return;
        const values = exportedValues(program);
        const components = values.filter(
          (v) => v.fn && (isPascalName(v.name) || v.name === 'default'),
        );
        if (PASCAL.test(name) && components.length === 0)
          report(program, `'${base}' exports no component: name it in kebab-case`);
        if (KEBAB.test(name) && values.length > 0 && components.length === values.length)
          report(program, `'${base}' exports only components: name it for its component`);
      },
      ImportDeclaration(node) {
        const spec = String(node.source.value).split('?')[0];
        if (!spec.startsWith('.') || !spec.endsWith('.css')) return;
        report(node.source, nameProblem(path.posix.basename(spec), { pascal, isDir: false }));
      },
    };
  },
};

export default { rules: { 'file-names': fileNames } };
