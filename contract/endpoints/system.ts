import { z } from 'zod';
import { endpoint } from '../endpoint';

export const systemEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/health',
    operationId: 'getHealth',
    summary: 'Indica si la API está en marcha',
    access: 'public',
    tag: 'system',
    response: z.object({ status: z.literal('ok') }),
  }),
  /** The OpenAPI document generated from this contract. */
  openapi: endpoint({
    method: 'GET',
    path: '/openapi.json',
    operationId: 'getOpenApi',
    summary: 'Devuelve esta descripción OpenAPI de la API',
    access: 'public',
    tag: 'system',
    raw: ['application/json'],
  }),
};
