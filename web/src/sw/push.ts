/// <reference lib="webworker" />
import { safeNextPath } from '@contract/pages';
import type { TPushPayload } from '@contract/push';

const FALLBACK: TPushPayload = {
  title: 'Nutrición Deportiva',
  body: 'Tenés una novedad.',
  url: '/auth/home',
  tag: 'aviso',
};

/** The payload when it is one (checked by hand: zod would triple the worker's size). */
function payloadOf(raw: unknown): TPushPayload {
  const p = raw as Partial<Record<keyof TPushPayload, unknown>> | null;
  const text = (v: unknown) => typeof v === 'string' && v.length > 0 && v.length < 1000;
  return p && text(p.title) && text(p.body) && text(p.url) && text(p.tag)
    ? (p as TPushPayload)
    : FALLBACK;
}

/**
 * A push from the server (issue 32): always shown (a browser revokes a subscription whose
 * pushes show nothing), with the page it is about; a payload that does not parse still
 * shows a generic notice that opens the app.
 */
export async function handlePush(sw: ServiceWorkerGlobalScope, event: PushEvent): Promise<void> {
  let raw: unknown = null;
  try {
    raw = event.data?.json();
  } catch {
    raw = null;
  }
  const push = payloadOf(raw);
  await sw.registration.showNotification(push.title, {
    body: push.body,
    tag: push.tag,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    lang: 'es',
    data: { url: push.url },
  });
}

/** A tap on a notification opens its page: in a window of the app already open, or a new one. */
export async function openFromNotification(
  sw: ServiceWorkerGlobalScope,
  event: NotificationEvent,
): Promise<void> {
  event.notification.close();
  // Only a page of this app, whatever the payload said.
  const path =
    safeNextPath((event.notification.data as { url?: unknown } | null)?.url) ?? '/auth/home';
  const url = new URL(path, sw.location.origin).href;
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).origin === sw.location.origin);
  if (open) {
    try {
      await open.focus();
      await open.navigate(url);
      return;
    } catch {
      // A window this worker does not control cannot be navigated: open one instead.
    }
  }
  await sw.clients.openWindow(url);
}
