import { useSyncExternalStore } from 'react';
import { isStandalone } from './browser-push';

/**
 * 'Instalar la app' (issue 32): Chromium offers installation through the
 * `beforeinstallprompt` event, which fires once per page and must be kept to be used later,
 * from a tap. Listened for from the start (main.tsx), so a page shown later can offer it.
 * Safari on iPhone has no such event: the card shows the steps of 'Agregar a inicio'.
 */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Kept for the card, instead of the browser's own mini-bar at a moment of its choosing.
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    emit();
  });
}

/** How this device can install the app: Chromium's prompt, iPhone's steps, or not at all. */
export type InstallWay = 'prompt' | 'ios-steps' | null;

const iosSafari = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) && !/CriOS|FxiOS|EdgiOS/.test(navigator.userAgent);

function way(): InstallWay {
  if (typeof window === 'undefined' || isStandalone()) return null;
  if (deferred) return 'prompt';
  return iosSafari() ? 'ios-steps' : null;
}

export function useInstallWay(): InstallWay {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    way,
    () => null,
  );
}

/** Shows the browser's install dialog; true when the person installed the app. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  emit();
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
}

const DISMISSED = 'install-app-dismissed';

/** 'Ahora no': the card is offered once, not on every visit. Kept on the device, not the session. */
export const installDismissed = () => {
  try {
    return localStorage.getItem(DISMISSED) === '1';
  } catch {
    return true;
  }
};
export const dismissInstall = () => {
  try {
    localStorage.setItem(DISMISSED, '1');
  } catch {
    // Private mode: the card just shows again next time.
  }
};
