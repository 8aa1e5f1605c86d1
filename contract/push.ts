import { z } from 'zod';
import { ZIdSchema } from './common';

/**
 * Web Push, opted in (issue 32, DECISIONS §15): a device's subscription, what the person
 * sees of their devices in Mi perfil, and the answers. A push carries no health data
 * beyond what a lock screen may show, and never replaces a mail the spec sends.
 */
export const PUSH_MSG = {
  subscribed: 'Listo: te vamos a avisar en este dispositivo',
  removed: 'Este dispositivo ya no recibe avisos',
  notFound: 'No encontramos ese dispositivo',
  endpoint: 'La suscripción del navegador no es válida',
  keys: 'Faltan las claves de la suscripción del navegador',
  devices: 'Tus dispositivos',
} as const;

/** `bytes` bytes in base64url, as the browser's PushSubscription.toJSON() writes its keys. */
const base64url = (bytes: number) =>
  z
    .string({ error: PUSH_MSG.keys })
    .regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}={0,2}$`), {
      error: PUSH_MSG.keys,
    });

/** POST notificaciones/dispositivos: what `subscription.toJSON()` gives, as the browser sends it. */
export const ZPushSubscribeSchema = z.object({
  endpoint: z
    .string({ error: PUSH_MSG.endpoint })
    .max(1000, { error: PUSH_MSG.endpoint })
    .refine((v) => URL.canParse(v), { error: PUSH_MSG.endpoint }),
  keys: z.object(
    {
      /** The browser's P-256 public key, uncompressed: 65 bytes. */
      p256dh: base64url(65),
      /** The 16-byte authentication secret. */
      auth: base64url(16),
    },
    { error: PUSH_MSG.keys },
  ),
});
export type TPushSubscribe = z.infer<typeof ZPushSubscribeSchema>;

/** One of the person's devices, as Mi perfil lists them. */
export const ZPushDeviceSchema = z.object({
  _id: ZIdSchema,
  /** 'Chrome en Android', from the browser that subscribed. */
  label: z.string(),
  /** The subscription's push address: the web finds 'este dispositivo' by it. */
  endpoint: z.string(),
  createdAt: z.string(),
});
export type TPushDevice = z.infer<typeof ZPushDeviceSchema>;

export const ZPushDevicesAnswerSchema = z.object({
  /** The server's VAPID public key (base64url), for `pushManager.subscribe`. */
  publicKey: z.string(),
  devices: z.array(ZPushDeviceSchema),
});

export const ZPushSubscribedSchema = z.object({
  message: z.string(),
  device: ZPushDeviceSchema,
});

/** What the service worker receives and shows: the page it opens, never health data. */
export const ZPushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A page of the app ('/auth/...'), opened when the notification is tapped. */
  url: z.string(),
  /** One notification per subject: a newer one replaces it on the phone. */
  tag: z.string(),
});
export type TPushPayload = z.infer<typeof ZPushPayloadSchema>;
