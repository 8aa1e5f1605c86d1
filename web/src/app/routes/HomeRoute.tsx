import { HomeCarousels } from '../../features/catalog/components/HomeCarousels';
import { HomeSlider } from '../../features/catalog/components/HomeSlider';
import { HomeCta, HomeHero, HomeSteps } from '../../features/site/pages/HomePage';
import { SITE } from '../../lib/site';
import { usePageMeta } from '../../lib/use-page-meta';

/**
 * /auth/home: the catalog's banner and carousels are the page's main content; the
 * site's introduction sits between them, and its steps and closing call end it.
 */
export default function HomeRoute() {
  usePageMeta(SITE.tagline, SITE.description);
  return (
    <>
      <HomeSlider />
      <HomeHero compact />
      <HomeCarousels />
      <HomeSteps />
      <HomeCta />
    </>
  );
}
