import { z } from 'zod';
import { ZIdSchema, textSchema } from './common';

/**
 * A person's rights over their data (issue 33, Ley 18.331; DECISIONS §13): 'Mis datos'
 * lists what the practice holds about them, gives it to them as a ZIP, and takes their
 * requests (a correction she must make, or their deletion), which she answers from 'Hoy'
 * within LEGAL_ANSWER_BUSINESS_DAYS. The clinical record an erasure keeps (Ley 18.335 and
 * 20.212) stays readable to her only, until she marks its keeping period ended.
 */
export const PRIVACY_MSG = {
  downloadReady: 'Tu descarga está lista: el enlace vale 15 minutos',
  erasureRequested: 'Recibimos tu pedido de baja',
  correctionRequested: 'Recibimos tu pedido de corrección',
  alreadyPending: 'Ya tenés un pedido así en curso: esperá su respuesta o retiralo',
  withdrawn: 'Retiraste tu pedido',
  notFound: 'No encontramos ese pedido',
  alreadyAnswered: 'Ese pedido ya fue respondido',
  detailRequired: 'Contanos qué dato hay que corregir y cómo debería decir',
  detailTooLong: 'El pedido puede tener hasta 2000 caracteres',
  onlyClients:
    'Una cuenta de administración no hace pedidos sobre sus datos: se corrige o se elimina desde Usuarios',
  erased: 'Eliminaste la cuenta; le avisamos por correo',
  corrected: 'Marcaste la corrección como hecha; le avisamos por correo',
  wrongAction: 'Esa respuesta no corresponde a este tipo de pedido',
  keptErased: 'Eliminaste la historia clínica conservada',
  keptNotFound: 'No encontramos esa historia clínica conservada',
} as const;

/**
 * Every kind of a person's data, as 'Mis datos' names it and explains why it is kept; the
 * key is the download's file. Each module's personal-data declaration names one for each
 * table it holds (api/src/modules/users/personal-data.ts); a test keeps both complete.
 */
export const PERSONAL_DATA_KINDS = {
  cuenta: {
    label: 'Tu cuenta y tu perfil',
    why: 'Para que puedas entrar, y para escribirte sobre tus compras, turnos y planes.',
  },
  sesiones: {
    label: 'Sesiones abiertas y enlaces para cambiar la contraseña',
    why: 'Para mantenerte conectado con seguridad. Solo guardamos una huella de cada clave.',
  },
  anamnesis: {
    label: 'Tu anamnesis y tu consentimiento',
    why: 'Es parte de tu historia clínica: la nutricionista la usa para armar tu plan.',
  },
  controles: {
    label: 'Tus controles y sus fotos',
    why: 'Es parte de tu historia clínica: muestra cómo vas.',
  },
  'accesos-historia': {
    label: 'Quién leyó tu historia clínica',
    why: 'Cada vez que alguien de la consulta la abre queda anotado, para que lo sepas.',
  },
  'lecturas-historias': {
    label: 'Historias clínicas que leíste',
    why: 'El registro de accesos de las personas que atendés.',
  },
  'pagos-iniciados': {
    label: 'Pagos que empezaste',
    why: 'Para confirmar cada pago con Mercado Pago.',
  },
  ventas: {
    label: 'Tus pagos',
    why: 'La ley tributaria pide conservar cada venta.',
  },
  comprobantes: {
    label: 'Tus comprobantes fiscales (e-Ticket, e-Factura)',
    why: 'La ley tributaria pide emitir y conservar un comprobante por cada venta.',
  },
  compras: {
    label: 'Lo que compraste',
    why: 'Para darte acceso a lo que compraste.',
  },
  creditos: {
    label: 'Tus turnos pagos y packs de controles',
    why: 'Para que agendes con lo que pagaste, y sepas cuántos te quedan y hasta cuándo.',
  },
  'movimientos-creditos': {
    label: 'El historial de tus turnos pagos',
    why: 'Cada turno comprado, usado, devuelto o vencido, para que las cuentas siempre cierren.',
  },
  entregas: {
    label: 'Planes personalizados entregados',
    why: 'Para entregarte tu plan y que lo puedas descargar.',
  },
  turnos: {
    label: 'Tus turnos',
    why: 'Para reservarlos, recordártelos y poder cambiarlos.',
  },
  'lista-de-espera': {
    label: 'Tu lugar en la lista de espera',
    why: 'Para ofrecerte un turno cuando se libera uno.',
  },
  'turnos-ofrecidos': {
    label: 'Turnos liberados que te ofrecimos',
    why: 'Para guardarte el turno las horas que dura la oferta.',
  },
  mensajes: {
    label: 'Tus mensajes con la nutricionista',
    why: 'Son tu conversación con ella.',
  },
  'planes-alimentarios': {
    label: 'Tus planes alimentarios',
    why: 'Los planes que la nutricionista armó para vos, con cada versión publicada.',
  },
  marcas: {
    label: 'Comidas que marcaste como hechas',
    why: 'Para que veas tu semana en tu plan.',
  },
  dispositivos: {
    label: 'Dispositivos donde recibís avisos',
    why: 'Para avisarte en el teléfono lo que también te mandamos por correo.',
  },
  pedidos: {
    label: 'Tus pedidos sobre tus datos',
    why: 'Para responderlos en el plazo que da la ley.',
  },
  'planes-escritos': {
    label: 'Planes que escribiste',
    why: 'Quién escribió cada plan de la tienda.',
  },
  'descargas-copias': {
    label: 'Copias de seguridad que descargaste',
    why: 'El registro de quién se llevó una copia de todos los datos.',
  },
} as const satisfies Record<string, { label: string; why: string }>;
export type PersonalDataKind = keyof typeof PERSONAL_DATA_KINDS;

/**
 * How long a kept clinical record stays after the person's last control (or their
 * anamnesis, without controls): what the health-data consent promises ('hasta 5 años
 * después de tu último control'). 'Historias conservadas' and 'Hoy' show when it ends.
 */
export const CLINICAL_KEEP_YEARS = 5;

/** Ley 18.331: a request about one's data is answered within five business days. */
export const LEGAL_ANSWER_BUSINESS_DAYS = 5;
export const REQUEST_DETAIL_MAX = 2000;

export const DATA_REQUEST_KINDS = ['baja', 'correccion'] as const;
export type TDataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

/** POST mis-datos/pedidos: what the client asks. A correction says what is wrong. */
export const ZDataRequestCreateSchema = z
  .object({
    kind: z.enum(DATA_REQUEST_KINDS, { error: PRIVACY_MSG.wrongAction }),
    detail: textSchema()
      .trim()
      .max(REQUEST_DETAIL_MAX, { error: PRIVACY_MSG.detailTooLong })
      .optional()
      .default(''),
  })
  .refine((r) => r.kind !== 'correccion' || r.detail.length > 0, {
    error: PRIVACY_MSG.detailRequired,
    path: ['detail'],
  });
export type TDataRequestCreate = z.input<typeof ZDataRequestCreateSchema>;

export const ZDataRequestSchema = z.object({
  _id: ZIdSchema,
  kind: z.enum(DATA_REQUEST_KINDS),
  detail: z.string(),
  requestedAt: z.string(),
  /** The Montevideo day she must answer by: 'YYYY-MM-DD'. */
  dueDay: z.string(),
  /** Null while pending. */
  answeredAt: z.string().nullable(),
  /** What she answered, as the client reads it. */
  answer: z.string(),
});
export type TDataRequest = z.infer<typeof ZDataRequestSchema>;

/** One kind of data the practice holds about the person, as 'Mis datos' names it. */
export const ZDataKindSchema = z.object({
  /** The JSON file of the download ('controles'). */
  key: z.string(),
  label: z.string(),
  /** Why it is kept, in plain Spanish. */
  why: z.string(),
  count: z.number(),
});
export type TDataKind = z.infer<typeof ZDataKindSchema>;

/** GET mis-datos: everything 'Mis datos' shows. */
export const ZMyDataSchema = z.object({
  account: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    createdAt: z.string(),
  }),
  /** The consents they gave: which text (version) and when. */
  consents: z.array(z.object({ label: z.string(), version: z.string(), at: z.string() })),
  kinds: z.array(ZDataKindSchema),
  /** Who in the practice read their clinical record, and when, newest first. */
  access: z.array(z.object({ at: z.string(), by: z.string(), what: z.string() })),
  requests: z.array(ZDataRequestSchema),
});
export type TMyData = z.infer<typeof ZMyDataSchema>;

/** POST mis-datos/descarga: a link to their ZIP, made for them only. */
export const ZMyDataLinkSchema = z.object({
  message: z.string(),
  url: z.string(),
  expiresAt: z.string(),
});
export type TMyDataLink = z.infer<typeof ZMyDataLinkSchema>;

export const ZMyDataRequestAnswerSchema = z.object({
  message: z.string(),
  request: ZDataRequestSchema,
});

/** A pending request as 'Hoy' lists it for her. */
export const ZPendingDataRequestSchema = ZDataRequestSchema.extend({
  userId: ZIdSchema,
  name: z.string(),
  email: z.string(),
  /** Business days left to the due day (negative: late). */
  daysLeft: z.number(),
});
export type TPendingDataRequest = z.infer<typeof ZPendingDataRequestSchema>;
export const ZPendingDataRequestsSchema = z.object({
  requests: z.array(ZPendingDataRequestSchema),
});

/**
 * POST pedidos-datos/:id/respuesta: her answer. A deletion is carried out ('eliminar'),
 * keeping the clinical record unless its keeping period ended; a correction is marked made
 * ('corregido'), with what she changed.
 */
export const ZDataRequestAnswerSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('eliminar'),
      /** The clinical record's keeping period ended: it goes too. */
      eraseClinicalRecord: z.boolean().optional().default(false),
    }),
    z.object({
      action: z.literal('corregido'),
      note: textSchema()
        .trim()
        .max(REQUEST_DETAIL_MAX, { error: PRIVACY_MSG.detailTooLong })
        .optional()
        .default(''),
    }),
  ],
  { error: PRIVACY_MSG.wrongAction },
);
export type TDataRequestAnswer = z.input<typeof ZDataRequestAnswerSchema>;

/** A clinical record kept after its person's account was erased. */
export const ZKeptRecordSummarySchema = z.object({
  _id: ZIdSchema,
  name: z.string(),
  email: z.string(),
  erasedAt: z.string(),
  controls: z.number(),
  hasAnamnesis: z.boolean(),
  /** Meal-plan versions published to them. */
  mealPlans: z.number(),
  /**
   * The Montevideo day its keeping period ends ('YYYY-MM-DD'): CLINICAL_KEEP_YEARS after the
   * last control, or the anamnesis, or the erasure when it holds neither.
   */
  keepUntil: z.string(),
  /** The keeping period has ended: hers to erase. */
  due: z.boolean(),
});
export type TKeptRecordSummary = z.infer<typeof ZKeptRecordSummarySchema>;
export const ZKeptRecordsSchema = z.object({ records: z.array(ZKeptRecordSummarySchema) });

/**
 * The kept record, read-only: the anamnesis, the controls, the access log and the
 * published meal-plan versions as they were at the erasure (rows as stored, camelCase keys).
 */
export const ZKeptRecordSchema = ZKeptRecordSummarySchema.extend({
  anamnesis: z.record(z.string(), z.unknown()).nullable(),
  controlRows: z.array(z.record(z.string(), z.unknown())),
  access: z.array(z.record(z.string(), z.unknown())),
  mealPlanVersions: z.array(z.record(z.string(), z.unknown())),
});
export type TKeptRecord = z.infer<typeof ZKeptRecordSchema>;
