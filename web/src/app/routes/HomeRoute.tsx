import { Suspense } from 'react';
import { DeferHydration } from '@web/components/DeferHydration';
import { HomeCarousels } from '@web/features/catalog/components/HomeCarousels';
import { HomeSlider } from '@web/features/catalog/components/HomeSlider';
import { HomeCta, HomeHero, HomeSteps } from '@web/features/site/pages/HomePage';
import { usePublicPageMeta } from '@web/lib/use-page-meta';

/**
 * /auth/home: the catalog's banner and carousels are the page's main content; the
 * site's introduction sits between them, and its steps and closing call end it.
 * The carousels and steps, below the first screen on a phone, hydrate when they reach
 * it; the closing call changes with the session, so it hydrates with the page.
 */
export default function HomeRoute() {
  usePublicPageMeta('/auth/home');
  return (
    <>
      {/* Each its own boundary: React hydrates (and commits) them one at a time, in
          shorter tasks than the page as a whole. */}
      <Suspense>
        <HomeSlider />
      </Suspense>
      <Suspense>
        <HomeHero />
      </Suspense>
      <DeferHydration>
        <HomeCarousels />
      </DeferHydration>
      <DeferHydration>
        <HomeSteps />
      </DeferHydration>
      <Suspense>
        <HomeCta />
      </Suspense>
    </>
  );
}
