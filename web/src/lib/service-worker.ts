/**
 * Registers the app's service worker (src/sw, built by vite-plugin-pwa) once the page has
 * loaded and the app has started, so it never competes with the first paint or hydration
 * on a slow phone. Not in development (Vite serves no worker) nor where browsers lack it.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Without it the site works as before; offline and pushes wait for the next visit.
    });
  if (document.readyState === 'complete') setTimeout(register, 1000);
  else window.addEventListener('load', () => setTimeout(register, 1000), { once: true });
}

/** The worker's cache of pages (src/sw/sw.ts). */
export const KEPT_PAGES = 'pages';

/** The pages the worker kept for offline use: 'Salir' leaves none of them on the device. */
export async function forgetKeptPages(): Promise<void> {
  try {
    if ('caches' in window) await caches.delete(KEPT_PAGES);
  } catch {
    // Nothing kept, or storage unavailable: nothing to forget.
  }
}
