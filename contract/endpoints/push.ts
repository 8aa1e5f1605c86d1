import { endpoint } from '../endpoint';
import { ZIdParamsSchema, ZMessageSchema } from '../common';
import { ZPushDevicesAnswerSchema, ZPushSubscribeSchema, ZPushSubscribedSchema } from '../push';

/**
 * Web Push (issue 32): each person's own devices. A device is kept for the session that
 * subscribed it, so every way a session ends also ends its pushes.
 */
export const pushEndpoints = {
  devices: endpoint({
    method: 'GET',
    path: '/notificaciones/dispositivos',
    operationId: 'listPushDevices',
    summary: 'Lista los dispositivos donde la cuenta recibe avisos, con la clave pública',
    access: 'user',
    tag: 'push',
    response: ZPushDevicesAnswerSchema,
  }),
  subscribe: endpoint({
    method: 'POST',
    path: '/notificaciones/dispositivos',
    operationId: 'subscribePushDevice',
    summary: 'Activa los avisos en este dispositivo',
    access: 'user',
    tag: 'push',
    body: ZPushSubscribeSchema,
    response: ZPushSubscribedSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/notificaciones/dispositivos/:id',
    operationId: 'removePushDevice',
    summary: 'Deja de enviar avisos a un dispositivo',
    access: 'owner-or-admin',
    tag: 'push',
    params: ZIdParamsSchema,
    response: ZMessageSchema,
  }),
} as const;
