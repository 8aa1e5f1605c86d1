import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const root = path.resolve(import.meta.dirname);

/**
 * @mantine/hooks' useId and useMediaQuery, wherever they are imported from (Mantine's own
 * components, ours), are web/src/lib/mantine-hooks.ts' (it says why): each module is
 * replaced where it is read, in the dev server's dependency bundle too (optimizeDeps).
 */
const mantineHookFiles: [RegExp, string][] = [
  [/[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/, 'useId'],
  [
    /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-media-query[\\/]use-media-query\.mjs$/,
    'useMediaQuery',
  ],
];
function mantineHooks() {
  const ours = JSON.stringify(path.resolve(root, 'src/lib/mantine-hooks.ts'));
  return {
    name: 'mantine-hooks',
    load(id: string) {
      const file = id.replace(/\?.*/, '');
      const hook = mantineHookFiles.find(([pattern]) => pattern.test(file))?.[1];
      return hook ? `export { ${hook} } from ${ours};` : null;
    },
  };
}

/**
 * The stylesheet first in <head>: it blocks the first paint of the server-rendered
 * page, so it should not share the connection with the scripts (only needed to
 * hydrate) that Vite writes before it.
 */
function stylesheetFirst(): Plugin {
  return {
    name: 'stylesheet-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
        let out = html;
        for (const l of links) out = out.replace(l, '');
        return out.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />${links.join('')}`);
      },
    },
  };
}

/**
 * The app starts after the first paint (src/boot.ts): the entry script Vite writes
 * becomes an address on the boot script's tag. Vite's preload tags go: main.tsx
 * imports its start-up steps one after another (decision 0011), and a phone spent
 * more main-thread time on preloading them all at once (each preloaded chunk is
 * compiled as it arrives) than it saved in waiting.
 */
function bootAfterFirstPaint(): Plugin {
  return {
    name: 'boot-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const boot = Object.values(ctx.bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.isEntry && c.name === 'boot',
        );
        const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!boot || !entry) throw new Error('boot-after-first-paint: no boot chunk or entry');
        let out = html.replace(entry[0], '');
        for (const p of html.matchAll(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g))
          out = out.replace(p[0], '');
        // The start-up chunks, for a page the server leaves empty (src/boot.ts).
        const start = Object.values(ctx.bundle ?? {})
          .filter((c) => c.type === 'chunk' && startChunkFile.test(c.fileName))
          .map((c) => `/${c.fileName}`)
          .join(' ');
        const tag = `<script type="module" crossorigin src="/${boot.fileName}" data-entry="${entry[1]}" data-start="${start}"></script>`;
        return out.replace('</head>', `    ${tag}\n  </head>`);
      },
    },
  };
}

const pkgs = (...names: string[]) => new RegExp(`node_modules[\\\\/](${names.join('|')})[\\\\/]`);

const mantine = pkgs(
  '@mantine/core',
  'react-transition-group',
  'react-remove-scroll',
  'react-remove-scroll-bar',
  'react-style-singleton',
  'use-sidecar',
  'use-callback-ref',
  'tslib',
  'get-nonce',
  'detect-node-es',
);
/** Mantine's form and back-office components: they stay with the pages that use them. */
const formsOnly = pkgs(
  '@floating-ui',
  'react-number-format',
  `@mantine/core/esm/components/(${[
    // Only for AccordionChevron, the month arrows of @mantine/dates' calendar.
    'Accordion',
    'Autocomplete',
    'Checkbox',
    'CheckboxIndicator',
    'ColorInput',
    'ColorPicker',
    'ColorSwatch',
    'Combobox',
    'FileInput',
    'FloatingIndicator',
    'MultiSelect',
    'NumberInput',
    'Pagination',
    'PasswordInput',
    'Popover',
    'Progress',
    'Radio',
    'SegmentedControl',
    'Select',
    'Stepper',
    'Switch',
    'Table',
    'Tabs',
    'TagsInput',
    'Textarea',
    'Tooltip',
  ].join('|')})`,
);

/**
 * The libraries the home page starts with, as a few chunks, one per start-up step of
 * main.tsx, instead of some fifty files of a few hundred bytes: a phone's main thread
 * spends time on each request it makes, and main.tsx runs one step per task. Imports go
 * through @mantine/core's index, so the module graph cannot tell which components the
 * public pages use: the form and back-office ones are named in formsOnly.
 */
const startChunks = [
  // React apart from React DOM: main.tsx imports React itself, and the browser compiles
  // and runs a module's static imports in the same task as the module.
  { name: 'react', test: pkgs('react'), priority: 6 },
  { name: 'react-dom', test: pkgs('react-dom', 'scheduler'), priority: 5 },
  {
    name: 'mantine-core',
    test: pkgs('@mantine/core/esm/(core|utils)', '@mantine/hooks', '@mantine/store', 'clsx'),
    priority: 4,
  },
  {
    name: 'mantine',
    test: (id: string) => mantine.test(id) && !formsOnly.test(id),
    priority: 3,
  },
  {
    name: 'data',
    // With the features' query keys: a few hundred bytes each, that would otherwise be as
    // many requests of the home page (the header reads the catalog, purchases and plans).
    test: (id: string) =>
      pkgs('@tanstack', '@mantine/notifications').test(id) ||
      /[\\/]web[\\/]src[\\/]features[\\/][\w-]+[\\/]api[\\/]keys\.ts$/.test(id),
    priority: 2,
  },
  { name: 'shell', test: pkgs('react-router', '@tabler/icons-react'), priority: 1 },
];

/**
 * A group takes a package's modules, not its stylesheets: the CSS main.tsx imports first
 * (app/mantine-styles.ts) goes into the one stylesheet, and its empty module, in a group,
 * made the entry import that group's chunk for its 'side effects', so the whole of Mantine's
 * components and the data layer ran in the entry's first task (~80 ms on this machine,
 * x4 on a phone), ahead of main.tsx's start-up steps.
 */
const jsOnly = (group: (typeof startChunks)[number]) => ({
  ...group,
  test: (id: string) =>
    !/\.css(\?|$)/.test(id) &&
    (typeof group.test === 'function' ? group.test(id) : group.test.test(id)),
});

/** A file of one of the groups above: main.tsx has run it before any page can load. */
const startChunkFile = new RegExp(
  `^assets/(${startChunks.map((g) => g.name).join('|')})-[\\w-]{8}\\.js$`,
);

/**
 * The pages a client opens without signal (issue 32, DECISIONS §15): their plan, the list
 * the menu's 'Mi plan alimentario' opens, and Mi perfil with the next appointment.
 */
const OFFLINE_PAGES = [
  'src/features/meal-plans/pages/MealPlanPage.tsx',
  'src/features/meal-plans/pages/MyMealPlansPage.tsx',
  'src/app/routes/ProfileRoute.tsx',
];

/**
 * Names the chunks of OFFLINE_PAGES, with everything they import, in a <meta> of
 * index.html: a signed-in client's device fetches them once through the service worker,
 * which keeps them (src/lib/service-worker.ts), so those pages open offline even when
 * never visited online. Not precached: a visitor's phone would download them for nothing.
 */
/** What the service worker precaches for every page anyway (pwa()'s globPatterns). */
const precached = (file: string) =>
  startChunkFile.test(file) || /^assets\/(index|boot)-[\w-]{8}\.js$/.test(file);

function offlinePages(): Plugin {
  return {
    name: 'offline-pages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = new Map(
          Object.values(ctx.bundle ?? {}).flatMap((c) =>
            c.type === 'chunk' ? [[c.fileName, c] as const] : [],
          ),
        );
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file) || precached(file)) return;
          files.add(file);
          for (const dep of chunks.get(file)?.imports ?? []) visit(dep);
        };
        for (const page of OFFLINE_PAGES) {
          const id = path.resolve(root, page);
          const chunk = [...chunks.values()].find((c) => c.facadeModuleId === id);
          if (!chunk) throw new Error(`offline-pages: no chunk for ${page}`);
          visit(chunk.fileName);
        }
        const list = [...files].map((f) => `/${f}`).join(' ');
        return html.replace(
          '</head>',
          `    <meta name="offline-pages" content="${list}" />\n  </head>`,
        );
      },
    },
  };
}

const reactRouter = path.resolve(root, '../node_modules/react-router/dist/production');

/**
 * The installable app (issue 32, decision 0023): the manifest (her practice's name and
 * green, Spanish, standalone) and the service worker built from src/sw/index.ts with
 * Workbox, which precaches the build. main.tsx registers it after the page has loaded.
 */
const pwa = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: {
      id: '/auth/home',
      name: 'Nutrición Deportiva',
      short_name: 'Nutrición',
      description:
        'Tu plan alimentario, tus controles, tus turnos y los mensajes con tu nutricionista.',
      lang: 'es-UY',
      dir: 'ltr',
      start_url: '/auth/home',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      background_color: '#ffffff',
      theme_color: '#2b8a3e',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    injectManifest: {
      // What every page starts with (the start-up chunk groups, the stylesheet, the icons);
      // a page's own chunks are kept as they are first loaded (src/sw/sw.ts), so a phone
      // never downloads the back office. index.html is the server's to render per page.
      globPatterns: [
        `assets/{${['index', 'boot', ...startChunks.map((g) => g.name)].join(',')}}-*.js`,
        'assets/*.css',
        'icons/*.png',
        'favicon-32.png',
      ],
      maximumFileSizeToCacheInBytes: 1_500_000,
    },
  });

export default defineConfig(({ command, isSsrBuild }) => ({
  root,
  // The server renderer's build has no pages to install.
  plugins: [
    mantineHooks(),
    react(),
    stylesheetFirst(),
    bootAfterFirstPaint(),
    ...(isSsrBuild ? [] : [offlinePages(), pwa()]),
  ],
  optimizeDeps: { rolldownOptions: { plugins: [mantineHooks()] } },
  resolve: {
    alias: [
      { find: '@contract', replacement: path.resolve(root, '../contract') },
      { find: '@web', replacement: path.resolve(root, 'src') },
      // react-router's package points every bundler at its development build (extra
      // checks and warnings); a build takes the production one it ships beside it.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: `${reactRouter}/index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${reactRouter}/dom-export.mjs` },
          ]
        : []),
      // WEB_PROFILE=1 npm run build: React's profiling build, whose 'Scheduler' and
      // 'Components' tracks in a trace name each render, its lane and the update that caused
      // it (scripts/perf/startup-tasks.mjs prints them). Never for a build that ships.
      ...(process.env.WEB_PROFILE === '1'
        ? [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }]
        : []),
    ],
  },
  build: {
    outDir: path.resolve(root, '../dist/web'),
    emptyOutDir: true,
    // WEB_SOURCEMAP=1 npm run build: maps beside the chunks, for scripts/perf/startup-tasks.mjs.
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    // One stylesheet, linked from index.html: a server-rendered page must be styled
    // before the script that would load a route's own CSS has run.
    cssCodeSplit: false,
    // No preload tags for a page's chunks either: the browser fetches a chunk's imports as it
    // reads it. Vite's helper put one <link rel=modulepreload> per file in one task (27 for
    // the client's plan: 64 ms unthrottled, x4 on a phone), and Lighthouse's mobile run
    // scored better without them on both pages measured, its simulated network included
    // (plan 92 against 81, TBT 340 against 445 ms; Usuarios 95 against 91, TBT 248
    // against 362 ms; largest paint no later), as decision 0011 found for the start-up steps.
    modulePreload: false,
    rolldownOptions: {
      input: { index: path.resolve(root, 'index.html'), boot: path.resolve(root, 'src/boot.ts') },
      output: { codeSplitting: { groups: startChunks.map(jsOnly) } },
    },
  },
  server: { port: 5173, proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` } },
}));
