/**
 * The app's first script: it starts the app (main.tsx, and the chunks it imports) once
 * the browser has painted the server's HTML. Loaded together, the app's scripts shared
 * the first seconds of a phone's connection and main thread with the page's first
 * paint; the page is readable and its links work without them (docs/decisions/0011).
 * The build (vite.config.ts) writes the entry's address on this script's tag.
 */
let started = false;

function start() {
  if (started) return;
  started = true;
  // Read here, not as this module runs (while the parser finishes): a page's first
  // script to touch the document waits for the browser to build its script objects.
  const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');
  const entry = tag?.dataset.entry;
  // A page the server left empty (one that needs a session) shows nothing until the app
  // runs, so there is no first paint to protect: its start-up chunks are fetched at once,
  // side by side, instead of one step's round trip after another (a slow phone's plan page).
  if (!document.getElementById('root')?.firstElementChild)
    for (const href of tag?.dataset.start?.split(' ').filter(Boolean) ?? []) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  if (entry) void import(/* @vite-ignore */ entry);
  // The date formatters' data, loaded on another thread while the app's chunks download.
  if (typeof Worker === 'function')
    new Worker(new URL('./lib/intl-warm.worker.ts', import.meta.url), { type: 'module' });
}

// After the frame the first paint happens in; a tab opened in the background paints
// (and runs animation frames) only when shown, so a timer starts it there too.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 3000);
