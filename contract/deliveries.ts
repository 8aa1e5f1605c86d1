import { z } from 'zod';
import { PLAN_ANAMNESIS } from './catalog';
import { ZSignedQuerySchema } from './clinical';

/**
 * Plan delivery (issue 11; spec §1 and §9: a personalized plan within 10 business days
 * of payment and a completed anamnesis). Each client's files are theirs alone.
 */
export const DELIVERY_STATES = ['Pendiente', 'Entregado'] as const;
export type TDeliveryState = (typeof DELIVERY_STATES)[number];
/** The promise: business days after the later of payment and the completed anamnesis. */
export const DELIVERY_BUSINESS_DAYS = 10;
/** The nutritionist is reminded this many business days before a delivery falls due. */
export const DELIVERY_WARNING_DAYS = 2;

export const DELIVERY_MSG = {
  notFound: 'No encontramos esa entrega',
  filesRequired: 'Subí al menos un archivo con el plan',
  delivered: 'Plan entregado: el cliente recibe un e-mail para descargarlo',
  missingAnamnesis: 'Falta completar la anamnesis: el plazo empieza cuando la completes',
} as const;

export const ZDeliveryFileSchema = z.object({
  name: z.string(),
  /**
   * A published meal plan's PDF says which version it is ('Plan alimentario v2 (actual)');
   * null for a file she uploaded.
   */
  label: z.string().nullable(),
  /** A short-lived signed link (10–15 minutes), for the owner and the admin only. */
  url: z.string(),
});

export const ZDeliverySchema = z.object({
  _id: z.string(),
  userId: z.string(),
  cliente: z.object({ name: z.string(), email: z.string() }),
  planId: z.string().nullable(),
  plan: z.string(),
  /** The plan's anamnesis form (null once the plan was deleted): which form the client fills. */
  planAnamnesis: z.enum(PLAN_ANAMNESIS).nullable(),
  paidAt: z.string(),
  /** When the anamnesis was completed; null while it is missing (no clock yet). */
  anamnesisAt: z.string().nullable(),
  /** 'YYYY-MM-DD' in Montevideo; null while the anamnesis is missing. */
  dueDate: z.string().nullable(),
  state: z.enum(DELIVERY_STATES),
  /** Business days until the due date (negative when late); null without a due date. */
  daysLeft: z.number().nullable(),
  /** What the client still has to do before the clock starts. */
  missing: z.enum(['anamnesis']).nullable(),
  notes: z.string(),
  deliveredAt: z.string().nullable(),
  files: z.array(ZDeliveryFileSchema),
});
export type TDelivery = z.infer<typeof ZDeliverySchema>;

export const ZDeliveriesQuerySchema = z.object({
  estado: z.enum(DELIVERY_STATES, { error: 'Estado inválido' }).optional(),
  /** The admin's search by client name or e-mail. */
  q: z.string().trim().max(100).optional(),
});
export const ZDeliveriesAnswerSchema = z.object({ entregas: z.array(ZDeliverySchema) });
export const ZDeliveryAnswerSchema = z.object({ entrega: ZDeliverySchema });
export const ZDeliverySavedSchema = z.object({ message: z.string(), entrega: ZDeliverySchema });

/** The files arrive as `galleryImage`; the optional notes go with them. */
export const ZDeliveryUploadSchema = z.object({
  notes: z
    .string()
    .trim()
    .max(5000, { error: 'Las notas pueden tener hasta 5000 caracteres' })
    .optional(),
});

export const ZDeliveryFileParamsSchema = z.object({
  name: z.string().max(60, { error: 'Nombre de archivo inválido' }),
});
export { ZSignedQuerySchema as ZDeliveryFileQuerySchema };
