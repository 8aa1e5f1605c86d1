import type { FastifyInstance } from 'fastify';
import { CATALOG_MSG } from '@contract/catalog';
import { slidersEndpoints as api } from '@contract/endpoints/catalog';
import { routes } from '../../http/route';
import { badRequest } from '../../http/http-error';
import { sendCached } from '../../cache/cached-read';
import { sliderToApi } from './catalog-answers';
import { createSlider, listSliders, updateSlider } from './sliders.service';
import type { CatalogRouteDeps } from './route-deps';

/** The home sliders, desktop and mobile: one table, two variants, the spec's two answer keys. */
export function slidersRoutes(deps: CatalogRouteDeps) {
  return async function (app: FastifyInstance) {
    const { route, formRoute } = routes(app, deps);
    const { cache } = deps;

    const nonEmpty = (uploads: string[], links: string | null | undefined) => {
      if (uploads.length === 0 && !links)
        throw badRequest(CATALOG_MSG.sliderEmpty, { galleryImage: CATALOG_MSG.sliderEmpty });
    };

    route(api.listDesktop, async (_request, reply) =>
      sendCached(cache, reply, api.listDesktop, 'sliders:desktop', async () => ({
        homeSlider: (await listSliders(deps, 'desktop')).map(sliderToApi),
      })),
    );
    formRoute(api.createDesktop, async (_request, _reply, { fields, uploads }) => {
      nonEmpty(uploads, fields.links);
      const slider = await createSlider(deps, 'desktop', fields, uploads);
      return { message: CATALOG_MSG.sliderCreated, homeSlider: sliderToApi(slider) };
    });
    formRoute(api.updateDesktop, async (request, _reply, { fields, uploads }) => {
      const slider = await updateSlider(deps, 'desktop', request.params.id, fields, uploads);
      return { message: CATALOG_MSG.sliderUpdated, homeSlider: sliderToApi(slider) };
    });

    route(api.listMobile, async (_request, reply) =>
      sendCached(cache, reply, api.listMobile, 'sliders:mobile', async () => ({
        homeSliderMobile: (await listSliders(deps, 'mobile')).map(sliderToApi),
      })),
    );
    formRoute(api.createMobile, async (_request, _reply, { fields, uploads }) => {
      nonEmpty(uploads, fields.links);
      const slider = await createSlider(deps, 'mobile', fields, uploads);
      return { message: CATALOG_MSG.sliderCreated, homeSliderMobile: sliderToApi(slider) };
    });
    formRoute(api.updateMobile, async (request, _reply, { fields, uploads }) => {
      const slider = await updateSlider(deps, 'mobile', request.params.id, fields, uploads);
      return { message: CATALOG_MSG.sliderUpdated, homeSliderMobile: sliderToApi(slider) };
    });
  };
}
