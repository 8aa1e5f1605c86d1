import { ZIdParamsSchema } from '../common';
import {
  ZCreditsAnswerSchema,
  ZPackAnswerSchema,
  ZPackInputSchema,
  ZPacksAnswerSchema,
} from '../credits';
import { endpoint } from '../endpoint';

/** Issue 34: her packs of controls, and a client's booking credits with their ledger. */
export const creditsEndpoints = {
  packs: endpoint({
    method: 'GET',
    path: '/packs',
    operationId: 'listPacks',
    summary: 'Lista los packs de controles a la venta',
    access: 'public',
    tag: 'commerce',
    response: ZPacksAnswerSchema,
  }),
  allPacks: endpoint({
    method: 'GET',
    path: '/packs/todos',
    operationId: 'listAllPacks',
    summary: 'Lista todos los packs, también los que ya no se ofrecen',
    access: 'admin',
    tag: 'commerce',
    response: ZPacksAnswerSchema,
  }),
  createPack: endpoint({
    method: 'POST',
    path: '/packs',
    operationId: 'createPack',
    summary: 'Crea un pack de controles',
    access: 'admin',
    tag: 'commerce',
    body: ZPackInputSchema,
    response: ZPackAnswerSchema,
  }),
  updatePack: endpoint({
    method: 'PUT',
    path: '/packs/:id',
    operationId: 'updatePack',
    summary: 'Cambia un pack de controles',
    access: 'admin',
    tag: 'commerce',
    params: ZIdParamsSchema,
    body: ZPackInputSchema,
    response: ZPackAnswerSchema,
  }),
  credits: endpoint({
    method: 'GET',
    path: '/creditos/:id',
    operationId: 'listCredits',
    summary: 'Devuelve los turnos que un cliente puede agendar y su historial',
    access: 'self-or-admin',
    tag: 'commerce',
    params: ZIdParamsSchema,
    response: ZCreditsAnswerSchema,
  }),
};
