import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { browserTransport, setApiTransport } from '@web/lib/api';

/*
 * What jsdom lacks and Mantine needs (notes/stack.md): media queries, element
 * size and visibility observers, scrolling.
 */
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// jsdom's Blob has no text() (browsers have it). On Node 24 a fetch Response's blob() is
// jsdom's Blob under this environment, so the pages' downloads read it through FileReader.
if (typeof Blob.prototype.text !== 'function') {
  Blob.prototype.text = function (this: Blob) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.onerror = () => reject(reader.error);
      reader.readAsText(this);
    });
  };
}

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
Object.assign(globalThis, {
  ResizeObserver: NoopObserver,
  IntersectionObserver: NoopObserver,
});
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

// The web tests share their modules within a worker (vitest.config.ts, isolate: false):
// what one test leaves in a module-level store is cleared before the next.
afterEach(() => {
  cleanup();
  notifications.clean();
  setApiTransport(browserTransport);
});
