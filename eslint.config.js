import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

const features = fs.existsSync('web/src/features') ? fs.readdirSync('web/src/features') : [];

/**
 * API modules use each other through their index.ts only (from outside modules/ as
 * '../modules/<name>', between modules as '../<name>'). Tables may reference another
 * module's tables (foreign keys), and db/schema.ts gathers every table.
 */
function apiModuleBoundaries() {
  const noWeb = { regex: '(^|/)web/src(/|$)', message: 'The api never imports web code.' };
  const viaIndex = {
    regex: '(^|/)modules/[a-z-]+/.+',
    message: "Import a module through its index.ts ('../modules/<name>').",
  };
  const siblingViaIndex = {
    regex: '^\\.\\./[a-z][a-z-]*/.+',
    message: "Modules import each other through their index.ts ('../<name>').",
  };
  const ignores = ['**/*.test.ts', '**/*.tables.ts', 'api/src/db/schema.ts'];
  return [
    {
      files: ['api/src/**/*.ts'],
      ignores: [...ignores, 'api/src/modules/**'],
      rules: { 'no-restricted-imports': ['error', { patterns: [noWeb, viaIndex] }] },
    },
    {
      files: ['api/src/modules/**/*.ts'],
      ignores,
      rules: { 'no-restricted-imports': ['error', { patterns: [noWeb, siblingViaIndex] }] },
    },
  ];
}

/**
 * The architecture, enforced one way (no-restricted-imports with path patterns):
 * web -> contract <- api; in the web, components/ and lib/ are shared by all and
 * import no feature and not app/; a feature imports no other feature and not app/
 * (app/ composes them: router, routes, layout).
 */
const noApiCode = {
  regex: '(^|/)api/src(/|$)',
  message: 'The web never imports api code: use @contract.',
};
const webRules = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns: [noApiCode, ...patterns] }],
});

const boundaries = [
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+(api|web)/', message: 'contract/ imports only zod.' }] },
      ],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)web/src(/|$)', message: 'The api never imports web code.' }] },
      ],
    },
  },
  ...apiModuleBoundaries(),
  { files: ['web/**/*.{ts,tsx}'], rules: webRules() },
  {
    files: ['web/src/components/**/*.{ts,tsx}', 'web/src/lib/**/*.{ts,tsx}'],
    rules: webRules({
      regex: '^(\\.\\./)+(features|app)(/|$)',
      message: 'components/ and lib/ are shared: they never import a feature or app/.',
    }),
  },
  ...features.map((feature) => {
    const others = features.filter((f) => f !== feature);
    return {
      files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
      rules: webRules(
        {
          regex: '^(\\.\\./)+app(/|$)',
          message: 'Features never import app/: the router and routes compose them.',
        },
        ...(others.length
          ? [
              {
                regex: `^(\\.\\./)+(features/)?(${others.join('|')})(/|$)`,
                message: 'Features do not import each other; compose them in app/.',
              },
            ]
          : []),
      ),
    };
  }),
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
    // No import circle anywhere: a circle means two files cannot be read, tested or
    // loaded one without the other. The resolver knows the @contract and @web aliases.
    files: ['api/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'contract/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
