import { z } from 'zod';
import { endpoint } from '../endpoint';

export const systemEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/health',
    access: 'public',
    tag: 'system',
    response: z.object({ status: z.literal('ok') }),
  }),
  /** The OpenAPI document generated from this contract. */
  openapi: endpoint({ method: 'GET', path: '/openapi.json', access: 'public', tag: 'system' }),
};
