/**
 * The app's first script: it starts the app (main.tsx, and the chunks it imports) once
 * the browser has painted the server's HTML. Loaded together, the app's scripts shared
 * the first seconds of a phone's connection and main thread with the page's first
 * paint; the page is readable and its links work without them (docs/decisions/0011).
 * The build (vite.config.ts) writes the addresses on this script's tag.
 */
const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');
let started = false;

function start() {
  if (started || !tag?.dataset.entry) return;
  started = true;
  for (const href of (tag.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ tag.dataset.entry);
}

// After the frame the first paint happens in; a tab opened in the background paints
// (and runs animation frames) only when shown, so a timer starts it there too.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 3000);
