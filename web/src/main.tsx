import './app/mantine-styles';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient, Providers } from './app/providers';
import { routes } from './app/router';

/** Lets the browser paint and handle input between the start-up steps below. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/*
 * Each step is its own task: evaluating the app's modules, reading the server's data and
 * building the router, then hydrating. Run at once they held a phone's main thread for
 * one long stretch (a 'long task') right after the page appeared.
 */
async function start() {
  await yieldToBrowser();
  const client = createQueryClient();
  // The answers a server-rendered page was built with (entry-server.tsx): the first
  // render shows the same data, so hydration matches and nothing is fetched twice.
  const state = document.getElementById('query-state')?.textContent;
  if (state) hydrate(client, JSON.parse(state) as DehydratedState);
  const router = createBrowserRouter(routes);
  await yieldToBrowser();

  const app = (
    <StrictMode>
      <Providers client={client}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  if (container.firstElementChild) {
    // As a transition, hydration yields to the browser every few milliseconds instead
    // of blocking the main thread for the whole tree (the page is already visible).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

void start();
