import { memo, Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import classes from './DeferHydration.module.css';
import { useHydrating } from '@web/lib/use-hydrating';

/**
 * Server-rendered content below the fold, hydrated when it reaches the screen or the
 * person first touches the screen or a key, instead of during the page's first
 * seconds: on a phone, hydrating the whole home page at once kept the main thread
 * busy for hundreds of milliseconds while the page was already visible.
 *
 * Until then the server's HTML stays as it is (React leaves a suspended boundary
 * dehydrated): it reads and scrolls, and its links work as plain links. Only the
 * first render of a server-rendered page waits; after a navigation in the browser
 * the content renders at once.
 */
export function DeferHydration({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const hydrating = useHydrating();
  const [gate] = useState(() => (hydrating && typeof document !== 'undefined' ? shutGate() : null));

  useEffect(() => {
    if (!gate) return;
    const onScreen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) gate.open();
    });
    onScreen.observe(box.current!);
    const intents = ['pointerdown', 'keydown', 'focusin'] as const;
    for (const type of intents) document.addEventListener(type, gate.open, { capture: true });
    void gate.opened.then(() => {
      onScreen.disconnect();
      for (const type of intents) document.removeEventListener(type, gate.open, { capture: true });
    });
    return gate.open;
  }, [gate]);

  return (
    <div ref={box} className={classes.box}>
      <Boundary gate={gate}>{children}</Boundary>
    </div>
  );
}

type Gate = ReturnType<typeof shutGate>;

/**
 * Not rendered again while its gate is shut: an update reaching a boundary that is
 * still dehydrated makes React drop the server's HTML and show the (empty) fallback.
 */
const Boundary = memo(
  function Boundary({ gate, children }: { gate: Gate | null; children: ReactNode }) {
    return (
      <Suspense fallback={null}>
        <WaitFor opened={gate?.opened}>{children}</WaitFor>
      </Suspense>
    );
  },
  (prev, next) =>
    (next.gate !== null && !next.gate.isOpen()) ||
    (prev.gate === next.gate && prev.children === next.children),
);

function WaitFor({ opened, children }: { opened?: Promise<void>; children: ReactNode }) {
  if (opened) use(opened);
  return children;
}

function shutGate() {
  let isOpen = false;
  let resolve = () => {};
  const opened = new Promise<void>((r) => (resolve = r));
  const open = () => {
    isOpen = true;
    resolve();
  };
  return { opened, open, isOpen: () => isOpen };
}
