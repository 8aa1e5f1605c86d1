/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { KEPT_PAGES } from '../lib/service-worker';
import { handlePush, openFromNotification } from './push';

declare const self: ServiceWorkerGlobalScope;

/*
 * The installed app's service worker (issue 32, decision 0023), built by vite-plugin-pwa
 * from this file with Workbox: the start-up scripts, the styles and the icons precached,
 * and each page's chunks kept as they load, so the app opens without signal; each page's HTML fetched first from the network and kept, so
 * a page opened once (the client's plan) reloads offline; and the pushes she opted in to.
 * The data a page shows offline is the page's own (lib/offline-copy.ts), not cached here:
 * API answers carry personal data and stay 'no-store'.
 */

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Pages: fresh from the server when it answers within a few seconds, else the copy kept
// the last time (server-rendered HTML, whose scripts are precached above).
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: KEPT_PAGES,
      networkTimeoutSeconds: 4,
      plugins: [new ExpirationPlugin({ maxEntries: 30 })],
    }),
    // The API and the files never come through here; only pages of the app.
    { allowlist: [/^\/auth\//, /^\/$/] },
  ),
);

// A page's own chunks, kept the first time they load (or when a client's device fetches
// its offline pages ahead, lib/service-worker.ts): their names change with their content,
// so a kept one is never stale (the start-up ones are precached above).
registerRoute(
  ({ url }) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
  // Older builds' chunks go after a month, or beyond a few builds' worth.
  new CacheFirst({
    cacheName: 'chunks',
    plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * 86_400 })],
  }),
);

// Pictures of the catalog (resized on the server, their address changes with them).
registerRoute(
  ({ url, request }) => request.destination === 'image' && url.pathname.startsWith('/api/images/'),
  new CacheFirst({
    cacheName: 'images',
    plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * 86_400 })],
  }),
);

// A new version takes over at once: the pages it serves match the scripts it precached.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => event.waitUntil(handlePush(self, event)));
self.addEventListener('notificationclick', (event) =>
  event.waitUntil(openFromNotification(self, event)),
);
