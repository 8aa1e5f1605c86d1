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
  const entry = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.entry;
  if (entry) void import(/* @vite-ignore */ entry);
}

// After the frame the first paint happens in; a tab opened in the background paints
// (and runs animation frames) only when shown, so a timer starts it there too.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 3000);
