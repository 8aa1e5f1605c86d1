import { sessionStore } from './session';

/**
 * Registers the app's service worker (src/sw, built by vite-plugin-pwa) once the page has
 * loaded and the app has started, so it never competes with the first paint or hydration
 * on a slow phone. Not in development (Vite serves no worker) nor where browsers lack it.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () => {
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Without it the site works as before; offline and pushes wait for the next visit.
    });
    void keepOfflinePages();
    // Kept pages belong to one person: a kept plan page holds the plan the server drew into
    // it. A session ended by the server (a 401), or another person signing in on this
    // device, leaves none of them behind ('Salir' forgets them itself, before reloading).
    let keptFor = sessionStore.get()?.user._id ?? null;
    sessionStore.subscribe(() => {
      const user = sessionStore.get()?.user._id ?? null;
      if (user !== keptFor) void forgetKeptPages();
      keptFor = user;
      if (user) void keepOfflinePages();
    });
  };
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

/** Where this device noted the build whose offline pages it has fetched. */
const FETCHED = 'paginas-sin-conexion';
let fetching = false;

/**
 * A client's device fetches, once per build, the scripts of the pages they open without
 * signal (their plan, their plans, Mi perfil: vite.config.ts names them in a <meta>), so
 * the service worker keeps them and the menu's links work offline on pages never visited
 * online. Visitors and the nutritionist fetch nothing. Waits for the worker to control
 * the page: a fetch before it would not be kept.
 */
async function keepOfflinePages(): Promise<void> {
  const user = sessionStore.get()?.user;
  const list = document.querySelector<HTMLMetaElement>('meta[name="offline-pages"]')?.content;
  if (!user || user.type === 'admin' || !list || fetching || localStorage.getItem(FETCHED) === list)
    return;
  fetching = true;
  try {
    const sw = navigator.serviceWorker;
    await sw.ready;
    if (!sw.controller)
      await new Promise((resolve) =>
        sw.addEventListener('controllerchange', resolve, { once: true }),
      );
    for (const url of list.split(' ')) {
      const res = await fetch(url, { priority: 'low' });
      if (!res.ok) return;
    }
    localStorage.setItem(FETCHED, list);
  } catch {
    // Offline or the server away: the next start tries again.
  } finally {
    fetching = false;
  }
}
