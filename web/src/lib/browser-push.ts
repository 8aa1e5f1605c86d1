import type { TPushSubscribe } from '@contract/push';

/**
 * This browser's side of Web Push (issue 32): whether it can, whether the person allowed
 * it, and its subscription. Shared: Mi perfil subscribes, 'Salir' unsubscribes.
 */
export type PushSupport =
  | 'ok'
  /** No service worker or Push API (an old browser, or a private window). */
  | 'unsupported'
  /** An iPhone or iPad that has not added the app to its Home Screen: Safari pushes only there. */
  | 'ios-needs-install'
  /** The person blocked notifications for the site: only the browser's settings undo it. */
  | 'denied';

const isIos = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) ||
  (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);

export const isStandalone = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  const apis = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (!apis) return isIos() && !isStandalone() ? 'ios-needs-install' : 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return 'ok';
}

/** This browser's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported' || !('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks for permission (call from a tap: browsers refuse otherwise) and subscribes with the
 * server's key; null when the person said no.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<TPushSubscribe | null> {
  if ((await Notification.requestPermission()) !== 'granted') return null;
  const registration = await navigator.serviceWorker.ready;
  const key = Uint8Array.from(atob(publicKey.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
    c.charCodeAt(0),
  );
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    }));
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** Ends this browser's subscription (its server side ends with the session). Never throws. */
export async function unsubscribeThisBrowser(): Promise<void> {
  try {
    await (await currentSubscription())?.unsubscribe();
  } catch {
    // Nothing to undo: the server drops it with the session anyway.
  }
}
