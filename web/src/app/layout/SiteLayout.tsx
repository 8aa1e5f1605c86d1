import { Box } from '@mantine/core';
import { Suspense, useMemo, useRef } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { DeferHydration } from '@web/components/DeferHydration';
import { PageLoader } from '@web/components/PageLoader';
import { useSessionRefresh } from '@web/features/auth/api/get-user-data';
import { PageReady } from '@web/lib/page-ready';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import classes from './SiteLayout.module.css';
import { useHeadingFocus } from './use-heading-focus';

/** The /auth layout: top bar, the page, footer (spec §2). */
export function SiteLayout() {
  const main = useRef<HTMLElement>(null);
  useHeadingFocus(main);
  // The same element on every render of the layout: a page the server drew is hydrated
  // once its code has loaded, and a layout render before then (the session refreshed, a
  // query of the header answered) would otherwise count as a change to it, which makes
  // React throw the drawn page away and draw it again (and lose a tap made meanwhile).
  const page = useMemo(
    () => (
      <Suspense fallback={<PageLoader />}>
        <Outlet />
        <PageReady />
      </Suspense>
    ),
    [],
  );
  return (
    <Box className={classes.shell}>
      <a href="#contenido" className={classes.skip}>
        Saltar al contenido
      </a>
      {/* Its own boundary: on a server-rendered page React hydrates (and commits) it
          apart from the rest, in a shorter task; a tap on it first is replayed. */}
      <Suspense>
        <SiteHeader />
      </Suspense>
      <Box component="main" ref={main} id="contenido" tabIndex={-1} className={classes.main}>
        {page}
      </Box>
      <DeferHydration>
        <SiteFooter />
      </DeferHydration>
      <ScrollRestoration />
      <SessionRefresh />
    </Box>
  );
}

/**
 * Its own component: the refresh's answer (and its start) re-renders only this, not the
 * layout with the header and footer, synchronously, as the data layer's updates are.
 */
function SessionRefresh(): null {
  useSessionRefresh();
  return null;
}
