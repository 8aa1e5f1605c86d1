import type { FastifyInstance } from 'fastify';
import { anamnesisRoutes } from './anamnesis.routes';
import { controlsRoutes } from './controls.routes';
import type { ClinicalDeps } from './route-deps';

/** Every clinical route (spec §7 anamnesis and controls, DECISIONS §8). */
export function clinicalRoutes(deps: ClinicalDeps) {
  return async function (app: FastifyInstance) {
    await app.register(anamnesisRoutes(deps));
    await app.register(controlsRoutes(deps));
  };
}
