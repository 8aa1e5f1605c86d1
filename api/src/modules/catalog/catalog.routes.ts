import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import {
  ZDeleteFileBodySchema,
  ZPlanCreateSchema,
  ZPlanInputSchema,
  ZPlanSchema,
  ZProductFileInputSchema,
  ZProductFileSchema,
  ZProductFileUpdateSchema,
  ZRecipeCreateSchema,
  ZRecipeInputSchema,
  ZRecipeSchema,
  ZSliderInputSchema,
  SLIDER_EMPTY,
  ZSliderSchema,
  ZTipCreateSchema,
  ZTipInputSchema,
  ZTipSchema,
} from '@contract/catalog';
import { ZErrorSchema, ZIdParamsSchema, ZMessageSchema } from '@contract/common';
import { FILE_RULES, IMAGE_RULES, readFormBody, storeUploads } from '../../media/uploads';
import { fromZodError } from '../../plugins/errors';
import { badRequest, forbidden, notFound } from '../../plugins/http-error';
import { requireAdmin, requireUser } from '../auth/auth.service';
import {
  createContent,
  createProductFile,
  createSlider,
  deleteContent,
  deleteStoredFile,
  getContent,
  listContent,
  listProductFiles,
  listSliders,
  mayDownload,
  productOfFile,
  planToApi,
  productKindOf,
  recipeToApi,
  sliderToApi,
  fileToApi,
  tipToApi,
  updateContent,
  updateProductFile,
  updateSlider,
  type CatalogDeps,
  type ContentKind,
  type SliderVariant,
} from './catalog.service';
import type { ReadCache } from './read-cache';

const errors = {
  400: ZErrorSchema,
  401: ZErrorSchema,
  403: ZErrorSchema,
  404: ZErrorSchema,
  413: ZErrorSchema,
};
const formBody = { consumes: ['multipart/form-data', 'application/json'] };
const ZListQuerySchema = z.object({
  type: z.string().trim().max(100).optional(),
  q: z.string().trim().max(100).optional(),
});

/** Spec §7 paths and answer keys for each content kind. */
const KINDS = [
  {
    kind: 'plan' as const,
    tag: 'plans',
    list: '/plans',
    one: '/plans/:id',
    create: '/new-plan',
    update: '/plans/:id',
    remove: '/plan/:id',
    many: 'planes',
    single: 'plan',
    input: ZPlanInputSchema as ZodType<Record<string, unknown>>,
    createInput: ZPlanCreateSchema as ZodType<Record<string, unknown>>,
    answer: ZPlanSchema as ZodType,
    toApi: planToApi as (r: never) => unknown,
    created: 'Plan creado',
    updated: 'Plan actualizado',
    deleted: 'Plan eliminado',
  },
  {
    kind: 'receta' as const,
    tag: 'recipes',
    list: '/receta',
    one: '/receta/:id',
    create: '/new-receta',
    update: '/receta/:id',
    remove: '/receta/:id',
    many: 'recetas',
    single: 'receta',
    input: ZRecipeInputSchema as ZodType<Record<string, unknown>>,
    createInput: ZRecipeCreateSchema as ZodType<Record<string, unknown>>,
    answer: ZRecipeSchema as ZodType,
    toApi: recipeToApi as (r: never) => unknown,
    created: 'Receta creada',
    updated: 'Receta actualizada',
    deleted: 'Receta eliminada',
  },
  {
    kind: 'tip' as const,
    tag: 'tips',
    list: '/tips',
    one: '/tip/:id',
    create: '/new-tip',
    update: '/tip/:id',
    remove: '/tip/:id',
    many: 'tips',
    single: 'tip',
    input: ZTipInputSchema as ZodType<Record<string, unknown>>,
    createInput: ZTipCreateSchema as ZodType<Record<string, unknown>>,
    answer: ZTipSchema as ZodType,
    toApi: tipToApi as (r: never) => unknown,
    created: 'Tip creado',
    updated: 'Tip actualizado',
    deleted: 'Tip eliminado',
  },
];

const SLIDERS: { variant: SliderVariant; list: string; create: string; key: string }[] = [
  { variant: 'desktop', list: '/homeSlider', create: '/new-home-slider', key: 'homeSlider' },
  {
    variant: 'mobile',
    list: '/homeSliderMobile',
    create: '/new-home-mobile-slider',
    key: 'homeSliderMobile',
  },
];

/** Public, cache-friendly reads: a short shared cache, then revalidation. */
const PUBLIC_CACHE = 'public, max-age=30, stale-while-revalidate=300';

/**
 * `cache` is shared with the pages (site.routes.ts), whose server-rendered HTML
 * shows the same catalog: a write here empties both.
 */
export function catalogRoutes(deps: CatalogDeps & { cache: ReadCache }) {
  async function parse<T>(schema: ZodType<T>, fields: Record<string, unknown>): Promise<T> {
    const parsed = schema.safeParse(fields);
    if (!parsed.success) throw fromZodError(parsed.error);
    return parsed.data;
  }

  const { cache } = deps;

  /** A public read answered from the cache, or produced, serialized once and cached. */
  async function cachedRead(reply: FastifyReply, key: string, produce: () => Promise<unknown>) {
    reply.header('cache-control', PUBLIC_CACHE).type('application/json; charset=utf-8');
    const hit = cache.get(key);
    if (hit !== undefined) return reply.send(hit);
    const startedAt = cache.generation();
    const body = JSON.stringify(await produce());
    cache.set(key, body, startedAt);
    return reply.send(body);
  }

  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    // Any successful write in this plugin may change what the reads answer.
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && reply.statusCode < 400) cache.invalidate();
    });

    for (const k of KINDS) {
      const kind: ContentKind = k.kind;
      const toApi = k.toApi as (row: unknown) => unknown;

      r.get(
        k.list,
        {
          schema: {
            tags: [k.tag],
            querystring: ZListQuerySchema,
            response: { 200: z.object({ [k.many]: z.array(k.answer) }), ...errors },
          },
        },
        async (request, reply) =>
          cachedRead(
            reply,
            `${k.list}?${request.query.type ?? ''}&${request.query.q ?? ''}`,
            async () => ({
              [k.many]: (await listContent(deps, kind, request.query)).map(toApi),
            }),
          ),
      );

      r.get(
        k.one,
        {
          schema: {
            tags: [k.tag],
            params: ZIdParamsSchema,
            response: { 200: z.object({ [k.single]: k.answer }), ...errors },
          },
        },
        async (request, reply) =>
          cachedRead(reply, `${k.one}:${request.params.id}`, async () => ({
            [k.single]: toApi(await getContent(deps, kind, request.params.id)),
          })),
      );

      r.post(
        k.create,
        {
          schema: {
            tags: [k.tag],
            ...formBody,
            response: { 200: z.object({ message: z.string(), [k.single]: k.answer }), ...errors },
          },
        },
        async (request) => {
          const me = await requireAdmin(deps, request);
          const { fields, files } = await readFormBody(request, IMAGE_RULES);
          const input = await parse(k.createInput, fields);
          const uploaded = await storeUploads(deps.storage, files, 'image');
          const row = await createContent(deps, kind, input, uploaded, me.id);
          return { message: k.created, [k.single]: toApi(row) };
        },
      );

      r.put(
        k.update,
        {
          schema: {
            tags: [k.tag],
            params: ZIdParamsSchema,
            ...formBody,
            response: { 200: z.object({ message: z.string(), [k.single]: k.answer }), ...errors },
          },
        },
        async (request) => {
          await requireAdmin(deps, request);
          const { fields, files } = await readFormBody(request, IMAGE_RULES);
          const input = await parse(k.input, fields);
          await getContent(deps, kind, request.params.id);
          const uploaded = await storeUploads(deps.storage, files, 'image');
          const row = await updateContent(deps, kind, request.params.id, input, uploaded);
          return { message: k.updated, [k.single]: toApi(row) };
        },
      );

      r.delete(
        k.remove,
        {
          schema: {
            tags: [k.tag],
            params: ZIdParamsSchema,
            response: {
              200: z.object({ message: z.string(), [k.many]: z.array(k.answer) }),
              ...errors,
            },
          },
        },
        async (request) => {
          await requireAdmin(deps, request);
          await deleteContent(deps, kind, request.params.id);
          return { message: k.deleted, [k.many]: (await listContent(deps, kind)).map(toApi) };
        },
      );
    }

    for (const s of SLIDERS) {
      const many = z.object({ [s.key]: z.array(ZSliderSchema) });
      const one = z.object({ message: z.string(), [s.key]: ZSliderSchema });
      r.get(
        s.list,
        { schema: { tags: ['sliders'], response: { 200: many } } },
        async (_request, reply) =>
          cachedRead(reply, s.list, async () => ({
            [s.key]: (await listSliders(deps, s.variant)).map(sliderToApi),
          })),
      );
      r.post(
        s.create,
        { schema: { tags: ['sliders'], ...formBody, response: { 200: one, ...errors } } },
        async (request) => {
          await requireAdmin(deps, request);
          const { fields, files } = await readFormBody(request, IMAGE_RULES);
          const input = await parse(ZSliderInputSchema, fields);
          if (files.length === 0 && !input.links)
            throw badRequest(SLIDER_EMPTY, { galleryImage: SLIDER_EMPTY });
          const uploaded = await storeUploads(deps.storage, files, 'image');
          return {
            message: 'Slider creado',
            [s.key]: sliderToApi(await createSlider(deps, s.variant, input, uploaded)),
          };
        },
      );
      r.put(
        `${s.list}/:id`,
        {
          schema: {
            tags: ['sliders'],
            params: ZIdParamsSchema,
            ...formBody,
            response: { 200: one, ...errors },
          },
        },
        async (request) => {
          await requireAdmin(deps, request);
          const { fields, files } = await readFormBody(request, IMAGE_RULES);
          const input = await parse(ZSliderInputSchema, fields);
          const uploaded = await storeUploads(deps.storage, files, 'image');
          try {
            return {
              message: 'Slider actualizado',
              [s.key]: sliderToApi(
                await updateSlider(deps, s.variant, request.params.id, input, uploaded),
              ),
            };
          } catch (err) {
            await Promise.all(uploaded.map((n) => deps.storage.remove('images', n)));
            throw err;
          }
        },
      );
    }

    // Paid files of a plan or recipe: admin only here; buyers download through the commerce routes.
    const filesAnswer = z.object({ files: z.array(ZProductFileSchema) });
    r.get(
      '/file/:id',
      {
        schema: {
          tags: ['files'],
          params: ZIdParamsSchema,
          response: { 200: filesAnswer, ...errors },
        },
      },
      async (request) => {
        await requireAdmin(deps, request);
        return { files: (await listProductFiles(deps, request.params.id)).map(fileToApi) };
      },
    );
    r.post(
      '/new-file',
      { schema: { tags: ['files'], ...formBody, response: { 200: filesAnswer, ...errors } } },
      async (request) => {
        await requireAdmin(deps, request);
        const { fields, files } = await readFormBody(request, FILE_RULES);
        const input = await parse(ZProductFileInputSchema, fields);
        await productKindOf(deps, input.idProduct);
        const uploaded = await storeUploads(deps.storage, files, 'file');
        await createProductFile(deps, input.idProduct, uploaded);
        return { files: (await listProductFiles(deps, input.idProduct)).map(fileToApi) };
      },
    );
    r.put(
      '/file/:id',
      {
        schema: {
          tags: ['files'],
          params: ZIdParamsSchema,
          ...formBody,
          response: { 200: filesAnswer, ...errors },
        },
      },
      async (request) => {
        await requireAdmin(deps, request);
        const { fields, files } = await readFormBody(request, FILE_RULES);
        const input = await parse(ZProductFileUpdateSchema, fields);
        const uploaded = await storeUploads(deps.storage, files, 'file');
        let row;
        try {
          row = await updateProductFile(deps, request.params.id, input.avatar, uploaded);
        } catch (err) {
          await Promise.all(uploaded.map((n) => deps.storage.remove('files', n)));
          throw err;
        }
        return { files: (await listProductFiles(deps, row.productId)).map(fileToApi) };
      },
    );

    r.get(
      '/product-file/:name',
      { schema: { tags: ['files'], params: z.object({ name: z.string().max(60) }) } },
      async (request, reply) => {
        const me = await requireUser(deps, request);
        const productId = await productOfFile(deps, request.params.name);
        if (!productId) throw notFound('No encontramos ese archivo');
        if (!(await mayDownload(deps, me, productId)))
          throw forbidden('Este archivo es solo para quienes compraron el producto');
        const data = await deps.storage.read('files', request.params.name);
        if (!data) throw notFound('No encontramos ese archivo');
        const ext = request.params.name.split('.').pop();
        const type = ext === 'pdf' ? 'application/pdf' : ext === 'png' ? 'image/png' : 'image/jpeg';
        return reply
          .header('content-type', type)
          .header('content-disposition', `attachment; filename="${request.params.name}"`)
          .header('cache-control', 'private, no-store')
          .send(data);
      },
    );

    r.post(
      '/delete-file',
      {
        schema: {
          tags: ['files'],
          body: ZDeleteFileBodySchema,
          response: { 200: ZMessageSchema, ...errors },
        },
      },
      async (request) => {
        await requireAdmin(deps, request);
        if (!(await deleteStoredFile(deps, request.body.fileName)))
          throw notFound('No encontramos ese archivo');
        return { message: 'Archivo eliminado' };
      },
    );
  };
}
