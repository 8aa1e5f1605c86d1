import './app/mantine-styles';
import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { listenForInstallPrompt } from './lib/install-prompt';
import { registerServiceWorker } from './lib/service-worker';
import { sessionStore } from './lib/session';
import { ServerSession } from './lib/use-session';

/** Lets the browser paint and handle input between the start-up steps below. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/*
 * Each step is its own task: running React DOM's code, Mantine's core (theme), the
 * components and data layer (providers), react-router, the routes and the layout, then
 * reading the server's data, building the router, and hydrating. Run as one module
 * graph they held a phone's main thread for one long stretch (a 'long task') right
 * after the page appeared: the browser runs a graph of static imports in one task, so
 * the steps are dynamic imports, each a chunk group of vite.config.ts (decision 0011).
 */
async function start() {
  // Before the page can finish loading: the browser offers installation only once.
  listenForInstallPrompt();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await yieldToBrowser();
  await import('./app/theme');
  await yieldToBrowser();
  const { createQueryClient, holdNotificationsUntilPageReady, hydrate, Providers } =
    await import('./app/providers');
  holdNotificationsUntilPageReady();
  await yieldToBrowser();
  const { createBrowserRouter, RouterProvider } = await import('./app/browser-router');
  await yieldToBrowser();
  const { routes } = await import('./app/router');
  await yieldToBrowser();

  const container = document.getElementById('root')!;
  // A page of the client's own, rendered for the session in data-user (entry-server.tsx):
  // hydrated only by that session; another (or none: signed out meanwhile) starts afresh,
  // without the data it was rendered with.
  const renderedFor = container.dataset.user;
  const session = sessionStore.get();
  if (renderedFor && session?.user._id !== renderedFor) container.replaceChildren();

  const client = createQueryClient();
  // The answers a server-rendered page was built with (entry-server.tsx): the first
  // render shows the same data, so hydration matches and nothing is fetched twice.
  const state = document.getElementById('query-state')?.textContent;
  if (state && container.firstElementChild) hydrate(client, JSON.parse(state) as DehydratedState);
  await yieldToBrowser();
  const router = createBrowserRouter(routes);
  await yieldToBrowser();

  const app = (
    <StrictMode>
      <ServerSession.Provider value={renderedFor ? session : null}>
        <Providers client={client}>
          <RouterProvider router={router} />
        </Providers>
      </ServerSession.Provider>
    </StrictMode>
  );
  if (container.firstElementChild) {
    // As a transition, hydration yields to the browser every few milliseconds instead
    // of blocking the main thread for the whole tree (the page is already visible).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // Also a transition: the first render of the layout and the page is then sliced into
    // tasks of a few milliseconds instead of one long one (scripts/perf/startup-tasks.mjs).
    const root = createRoot(container);
    startTransition(() => {
      root.render(app);
    });
  }
  registerServiceWorker();
}

void start();
