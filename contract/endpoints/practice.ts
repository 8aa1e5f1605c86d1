import { endpoint } from '../endpoint';
import {
  ZDeliveryPromiseSchema,
  ZPracticeAnswerSchema,
  ZPracticeFormSchema,
  ZPracticeSavedSchema,
} from '../practice';

/** The practice (DECISIONS §9): her public identity and the consulting room. */
export const practiceEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/consultorio',
    operationId: 'getPractice',
    summary: 'Devuelve el perfil de la nutricionista y su consultorio',
    access: 'public',
    tag: 'practice',
    response: ZPracticeAnswerSchema,
  }),
  /** Multipart with her photo in `galleryImage`, or JSON without one. */
  update: endpoint({
    method: 'POST',
    path: '/consultorio',
    operationId: 'updatePractice',
    summary: 'Modifica el perfil de la nutricionista y su consultorio',
    access: 'admin',
    tag: 'practice',
    form: { schema: ZPracticeFormSchema, files: 'image' },
    response: ZPracticeSavedSchema,
  }),
  /** Read on every visit, never cached with the pages: the date moves every day. */
  deliveryPromise: endpoint({
    method: 'GET',
    path: '/plazo-de-entrega',
    operationId: 'getDeliveryPromise',
    summary: 'Devuelve cuándo llega un plan comprado hoy, según sus días libres',
    access: 'public',
    tag: 'practice',
    response: ZDeliveryPromiseSchema,
  }),
};
