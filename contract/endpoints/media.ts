import { z } from 'zod';
import { endpoint } from '../endpoint';
import { IMAGE_SIZES } from '../media';

export const mediaEndpoints = {
  /** Public images at the spec's fit-in sizes, as WebP; clinical photos never go through here. */
  fitIn: endpoint({
    method: 'GET',
    path: '/media/fit-in/:size/:name',
    operationId: 'getPublicImage',
    summary: 'Devuelve una imagen pública al tamaño pedido, en WebP',
    access: 'public',
    tag: 'media',
    params: z.object({
      size: z.enum(IMAGE_SIZES, { error: 'Tamaño de imagen inválido' }),
      name: z.string().max(60, { error: 'Nombre de imagen inválido' }),
    }),
    raw: ['image/webp'],
  }),
};
