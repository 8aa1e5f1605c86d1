import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';
import fileNames from './eslint/file-names.js';
import { moduleLayerZones } from './eslint/module-layers.js';
import noImportCycle from './eslint/no-import-cycle.js';

const root = import.meta.dirname;
const local = { rules: { ...fileNames.rules, 'no-import-cycle': noImportCycle } };

const features = fs.existsSync('web/src/features') ? fs.readdirSync('web/src/features') : [];

/**
 * The API is a one-way stack (docs/architecture.md): infrastructure (config, clock, db,
 * http, invoicing, mail, media, payments, pdf, plugins) never imports a domain module; a
 * module uses another through its index.ts (services and types) or, for foreign keys and
 * joins, its `<name>.tables.ts`; only app.ts reaches a module's `<name>.routes.ts`.
 */
function apiModuleBoundaries() {
  const noWeb = {
    regex: '(^|/)web/src(/|$)|^@web(/|$)',
    message: 'The api never imports web code.',
  };
  const viaIndex = {
    regex: '(^|/)modules/([a-z-]+)/(?!\\2\\.(routes|tables)$).+',
    message:
      "Import a module through its index.ts ('./modules/<name>'), its tables or (app.ts) its routes.",
  };
  const siblingViaIndex = {
    regex: '^\\.\\./([a-z][a-z-]*)/(?!\\1\\.tables$).+',
    message: "Modules import each other through their index.ts ('../<name>') or tables.",
  };
  const noModules = {
    regex: '(^|/)modules(/|$)',
    message: 'Infrastructure never imports a domain module: buildApp hands it what it needs.',
  };
  const ignores = ['**/*.test.ts'];
  const infrastructure = [
    'config',
    'clock',
    'db',
    'http',
    'invoicing',
    'mail',
    'media',
    'payments',
    'pdf',
    'plugins',
    'cache',
  ];
  return [
    {
      files: ['api/src/**/*.ts'],
      ignores: [...ignores, 'api/src/modules/**'],
      rules: { 'no-restricted-imports': ['error', { patterns: [noWeb, viaIndex] }] },
    },
    {
      files: ['api/src/modules/**/*.ts'],
      ignores: [...ignores, 'api/src/modules/schema.ts'],
      rules: { 'no-restricted-imports': ['error', { patterns: [noWeb, siblingViaIndex] }] },
    },
    {
      files: infrastructure.flatMap((d) => [`api/src/${d}.ts`, `api/src/${d}/**/*.ts`]),
      rules: { 'no-restricted-imports': ['error', { patterns: [noWeb, noModules] }] },
    },
  ];
}

/**
 * The architecture, enforced one way (no-restricted-imports with path patterns):
 * web -> contract <- api; in the web, components/ and lib/ are shared by all and
 * import no feature and not app/; a feature imports no other feature and not app/
 * (app/ composes them: router, routes, layout). Each pattern matches both spellings
 * of a path: relative ('../../features/x') and through the alias ('@web/features/x').
 */
const noApiCode = {
  regex: '(^|/)api/src(/|$)',
  message: 'The web never imports api code: use @contract.',
};
// Past two levels a relative path stops saying where it goes; the alias says it.
const notTooDeep = {
  regex: '^(\\.\\./){3,}',
  message: "Climb at most two levels ('../../'): reach the rest of web/src through '@web/'.",
};
// One way to show a dialog: components/dialogs/Dialog.tsx says why Mantine's own is wrapped.
const dialogsThroughDialog = {
  name: '@mantine/core',
  importNames: ['Modal'],
  message: "Use Dialog from '@web/components/dialogs/Dialog'.",
};
const webRules = (...patterns) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [noApiCode, notTooDeep, ...patterns], paths: [dialogsThroughDialog] },
  ],
});
const toWeb = '((\\.\\./)+|@web/)';

const boundaries = [
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+(api|web)/|^@web(/|$)', message: 'contract/ imports only zod.' },
          ],
        },
      ],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)web/src(/|$)|^@web(/|$)', message: 'The api never imports web code.' },
          ],
        },
      ],
    },
  },
  ...apiModuleBoundaries(),
  { files: ['web/**/*.{ts,tsx}'], rules: webRules() },
  {
    files: ['web/src/components/**/*.{ts,tsx}', 'web/src/lib/**/*.{ts,tsx}'],
    rules: webRules({
      regex: `^${toWeb}(features|app)(/|$)`,
      message: 'components/ and lib/ are shared: they never import a feature or app/.',
    }),
  },
  ...features.map((feature) => {
    const others = features.filter((f) => f !== feature);
    return {
      files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
      rules: webRules(
        {
          regex: `^${toWeb}app(/|$)`,
          message: 'Features never import app/: the router and routes compose them.',
        },
        ...(others.length
          ? [
              {
                regex: `^((\\.\\./)+(features/)?|@web/features/)(${others.join('|')})(/|$)`,
                message: 'Features do not import each other; compose them in app/.',
              },
            ]
          : []),
      ),
    };
  }),
  {
    // contract/testing/ is test data shared by the api, web and e2e tests: app code that
    // imported it would ship it (in the web bundle or the server).
    files: ['api/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'contract/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'contract/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ImportDeclaration[source.value=/contract.testing/], ImportExpression[source.value=/contract.testing/]',
          message: 'contract/testing/ is test data: only tests import it.',
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'coverage',
      'playwright-report',
      'test-results',
      'api/drizzle',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...boundaries,
  {
    // How files are named: eslint/file-names.js, written down in web/README.md.
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    plugins: { local },
    rules: { 'local/file-names': 'error' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: { 'local/file-names': ['error', { pascalComponents: true }] },
  },
  {
    // No import circle anywhere, type imports included (eslint/no-import-cycle.js): a
    // circle means two files cannot be read, tested or loaded one without the other.
    files: ['api/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'contract/**/*.ts'],
    rules: { 'local/no-import-cycle': 'error' },
  },
  {
    // The API's modules in layers (eslint/module-layers.js), type imports included; tests
    // may reach across. The resolver knows the @contract and @web aliases.
    files: ['api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: moduleLayerZones(root) }],
    },
  },
);
