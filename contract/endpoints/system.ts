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
  /**
   * Whether this server can do its work (issue 22): the database answers and the file
   * storage can be used. 503 names what failed, in `errors`; GET /health only says it runs.
   */
  ready: endpoint({
    method: 'GET',
    path: '/health/ready',
    operationId: 'getReadiness',
    summary: 'Indica si la API puede atender: base de datos y archivos',
    access: 'public',
    tag: 'system',
    response: z.object({
      status: z.literal('ok'),
      database: z.literal('ok'),
      storage: z.literal('ok'),
    }),
  }),
  /** Counters and timings in Prometheus' text format, for a monitoring system to collect. */
  metrics: endpoint({
    method: 'GET',
    path: '/metrics',
    operationId: 'getMetrics',
    summary: 'Métricas del servidor en formato Prometheus',
    access: 'monitor-or-admin',
    tag: 'system',
    raw: ['text/plain'],
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
