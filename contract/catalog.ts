import { z } from 'zod';
import { TAX_RATES, ZTaxRateInputSchema } from './fiscal';
import { HTTP_URL_MESSAGE, isHttpUrl, optionalHttpUrl, optionalText } from './common';
import { youtubeId } from './media';

/** Enumerations of spec §9. Stored values are data: they stay as the spec writes them. */
/** What the catalog calls answer (plans, recipes, tips, sliders, product files). */
export const CATALOG_MSG = {
  planNotFound: 'No encontramos ese plan',
  recipeNotFound: 'No encontramos esa receta',
  tipNotFound: 'No encontramos ese tip',
  sliderNotFound: 'No encontramos ese slider',
  productNotFound: 'No encontramos ese plan o receta',
  sliderEmpty: 'Subí al menos una imagen o un link',
  planCreated: 'Plan creado',
  planUpdated: 'Plan actualizado',
  planDeleted: 'Plan eliminado',
  recipeCreated: 'Receta creada',
  recipeUpdated: 'Receta actualizada',
  recipeDeleted: 'Receta eliminada',
  tipCreated: 'Tip creado',
  tipUpdated: 'Tip actualizado',
  tipDeleted: 'Tip eliminado',
  sliderCreated: 'Slider creado',
  sliderUpdated: 'Slider actualizado',
  fileDeleted: 'Archivo eliminado',
} as const;

export const PLAN_TYPES = ['Online', 'Descenso de peso', 'Personalizado', 'ebooks'] as const;
export const PLAN_ANAMNESIS = ['Simple', 'Extendido', 'No tiene'] as const;

/**
 * Products whose purchase unlocks files (DECISIONS §9): every recipe book, and the plans
 * of type 'ebooks'. One of these without a file cannot be bought yet.
 */
export const unlocksFiles = (kind: 'plan' | 'receta', planType?: string) =>
  kind === 'receta' || planType === 'ebooks';
export const PLAN_TYPE_QUERIES = [
  'Controles Online',
  'Controles Presenciales',
  'no tiene',
] as const;

/**
 * A stored value as a person reads it (DECISIONS §6): 'Online' is data, 'A distancia' is
 * said ('Controles Online' -> 'Controles a distancia'); the other values read as they are.
 */
export const catalogLabel = (value: string): string =>
  value === 'Online'
    ? 'A distancia'
    : value === 'Controles Online'
      ? 'Controles a distancia'
      : value;

/** A select's options of stored values, each shown with its label. */
export const catalogOptions = (values: readonly string[]) =>
  values.map((value) => ({ value, label: catalogLabel(value) }));

/** Exact money as the API carries it: a decimal string with two places ('1500.00'). */
export const ZMoneySchema = z.string().regex(/^\d+\.\d{2}$/);

/**
 * Input money: a number or a string, at least 0, at most two decimals; answered as
 * '1500.00'. `message` is the refusal the field shows.
 */
export const ZMoneyInputSchema = (
  message = 'Tiene que ser un monto mayor o igual a 0, con hasta 2 decimales',
) =>
  z.union([z.number(), z.string().trim()], { error: message }).transform((v, ctx) => {
    const s = typeof v === 'number' ? String(v) : v.replace(',', '.');
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(s)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    const [int, dec = ''] = s.split('.');
    return `${int}.${dec.padEnd(2, '0')}`;
  });
const money = ZMoneyInputSchema();

const wholeNumber = (max: number, message: string) =>
  z.union([z.number(), z.string().trim()]).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : Number(v);
    if (v === '' || !Number.isInteger(n) || n < 0 || n > max) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

const bool = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true');

/** A YouTube id, or a YouTube URL reduced to its id; '' clears it. */
export const ZVideoSchema = z
  .string()
  .trim()
  .max(300)
  .nullish()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (v === null || v === '') return null;
    const id = youtubeId(v);
    if (!id) {
      ctx.addIssue({
        code: 'custom',
        message: 'Pegá el enlace o el código de un video de YouTube',
      });
      return z.NEVER;
    }
    return id;
  });

/** Comma-separated names of images already stored; the server keeps only names it knows. */
const avatarList = z.string().trim().max(4000).optional();

const contentFields = {
  title: optionalText(200),
  description: optionalText(2000),
  /** Rich text HTML; sanitized on the server with an allow-list. */
  editorState: z.string().max(300_000, { error: 'El texto es demasiado largo' }).nullish(),
  file: optionalText(500),
  items: optionalText(2000),
  avatar: avatarList,
  nota: optionalText(2000),
  video: ZVideoSchema,
  videoPromo: ZVideoSchema,
  premium: bool.optional(),
};

/** Mercado Pago Uruguay offers up to 12 cuotas. */
export const MAX_INSTALLMENTS = 12;
const MAX_INSTALLMENTS_MSG = `Las cuotas tienen que ser un número entre 1 y ${MAX_INSTALLMENTS}`;
/** How the product page offers them: 'Hasta 3 cuotas', or nothing for 1. */
export const installmentsText = (cuotas: number) => (cuotas > 1 ? `Hasta ${cuotas} cuotas` : '');

const saleFields = {
  costDolars: money.optional(),
  costPesos: money.optional(),
  linktoPayPaypal: optionalHttpUrl(500),
  linktoPayMercadoLibre: optionalHttpUrl(500),
  /** The product's IVA on its CFE (issue 34): her accountant's choice, never a default. */
  iva: ZTaxRateInputSchema,
  /** The most cuotas Mercado Pago may offer (1 to 12; multipart sends text). */
  cuotas: z.coerce
    .number({ error: MAX_INSTALLMENTS_MSG })
    .int({ error: MAX_INSTALLMENTS_MSG })
    .min(1, { error: MAX_INSTALLMENTS_MSG })
    .max(MAX_INSTALLMENTS, { error: MAX_INSTALLMENTS_MSG })
    .optional(),
};

export const ZPlanInputSchema = z.object({
  ...contentFields,
  ...saleFields,
  type: z.enum(PLAN_TYPES, { error: 'Elegí un tipo de plan de la lista' }).optional(),
  anamnesis: z.enum(PLAN_ANAMNESIS, { error: 'Elegí el tipo de anamnesis de la lista' }).optional(),
  typeQueries: z
    .enum(PLAN_TYPE_QUERIES, { error: 'Elegí el tipo de controles de la lista' })
    .optional(),
  time: wholeNumber(120, 'La duración tiene que ser un número de meses entre 0 y 120').optional(),
  queries: wholeNumber(100, 'Los controles tienen que ser un número entre 0 y 100').optional(),
  state: optionalText(50),
  /** Sent by the old client; the author is always the admin who saves. */
  userId: z.string().optional(),
});
export type TPlanInput = z.input<typeof ZPlanInputSchema>;

export const ZRecipeInputSchema = z.object({
  ...contentFields,
  ...saleFields,
  type: optionalText(100),
});
export type TRecipeInput = z.input<typeof ZRecipeInputSchema>;

export const ZTipInputSchema = z.object({ ...contentFields, type: optionalText(100) });
export type TTipInput = z.input<typeof ZTipInputSchema>;

/**
 * Creating needs a title: the old forms had no required fields, but an untitled
 * plan, recipe or tip cannot be shown or sold. Updates stay partial.
 */
const requiredTitle = {
  title: z
    .string({ error: 'Completá el título' })
    .trim()
    .min(1, { error: 'Completá el título' })
    .max(200, { error: 'Máximo 200 caracteres' }),
};
export const ZPlanCreateSchema = ZPlanInputSchema.extend(requiredTitle);
export const ZRecipeCreateSchema = ZRecipeInputSchema.extend(requiredTitle);
export const ZTipCreateSchema = ZTipInputSchema.extend(requiredTitle);

const contentAnswer = {
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  editorState: z.string(),
  type: z.string(),
  file: z.string().nullable(),
  items: z.string().nullable(),
  avatar: z.string(),
  nota: z.string().nullable(),
  video: z.string().nullable(),
  videoPromo: z.string().nullable(),
  premium: z.boolean(),
  createdAt: z.string(),
};
const saleAnswer = {
  costDolars: ZMoneySchema,
  costPesos: ZMoneySchema,
  linktoPayPaypal: z.string().nullable(),
  linktoPayMercadoLibre: z.string().nullable(),
  /**
   * Whether the product has a downloadable file (DECISIONS §9): an ebook or recipe book
   * without one cannot be bought yet ('Próximamente'). Only the fact, never the files.
   */
  hasFiles: z.boolean(),
  /** The tax rate of its CFE; null until she sets it (the CFE waits for it). */
  iva: z.enum(TAX_RATES).nullable(),
  /** 'Hasta 3 cuotas' when more than 1. */
  cuotas: z.number(),
};

export const ZPlanSchema = z.object({
  ...contentAnswer,
  ...saleAnswer,
  userId: z.string().nullable(),
  anamnesis: z.string(),
  time: z.number(),
  queries: z.number(),
  typeQueries: z.string(),
  state: z.string().nullable(),
});
export type TPlan = z.infer<typeof ZPlanSchema>;

export const ZRecipeSchema = z.object({ ...contentAnswer, ...saleAnswer });
export type TRecipe = z.infer<typeof ZRecipeSchema>;

export const ZTipSchema = z.object(contentAnswer);
export type TTip = z.infer<typeof ZTipSchema>;

export const ZSliderSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  avatar: z.string(),
  links: z.string(),
});
export type TSlider = z.infer<typeof ZSliderSchema>;

export const SLIDER_LINKS = 5;

/**
 * A slide leads to a page of this site ('/auth/planes') or to an http(s) URL.
 * '//host' and '/\host' are refused: browsers read them as another site.
 */
export const isSliderLink = (l: string) =>
  isHttpUrl(l) || (/^\/[^/\\\s]/.test(l) && !/\s/.test(l)) || l === '/';

const sliderLinks = z
  .string()
  .trim()
  .max(5000)
  .optional()
  .superRefine((v, ctx) => {
    if (!v) return;
    const links = v.split(',').map((s) => s.trim());
    if (links.length > SLIDER_LINKS)
      ctx.addIssue({ code: 'custom', message: `Hasta ${SLIDER_LINKS} enlaces` });
    for (const l of links) {
      if (l && !isSliderLink(l)) {
        ctx.addIssue({
          code: 'custom',
          message: `Enlace inválido: ${l.slice(0, 60)}. ${HTTP_URL_MESSAGE}, o una página del sitio que empiece con /`,
        });
        return;
      }
    }
  });

export const ZSliderInputSchema = z.object({
  title: optionalText(200),
  description: optionalText(1000),
  avatar: avatarList,
  links: sliderLinks,
});

export const ZProductFileSchema = z.object({
  _id: z.string(),
  avatar: z.string(),
  idProduct: z.string(),
});
export type TProductFile = z.infer<typeof ZProductFileSchema>;

export const ZProductFileInputSchema = z.object({
  idProduct: z.uuid({ error: 'Producto inválido' }),
  avatar: avatarList,
});
export const ZProductFileUpdateSchema = z.object({ avatar: avatarList });

export const ZDeleteFileBodySchema = z.object({
  fileName: z
    .string({ error: 'Indicá el nombre del archivo a eliminar' })
    .trim()
    .min(1, { error: 'Indicá el nombre del archivo a eliminar' })
    .max(100),
});

/** Filters of the public lists: plans by `type`, recipes by a search `q` (title or description). */
export const ZCatalogListQuerySchema = z.object({
  type: z
    .string()
    .trim()
    .max(100, { error: 'El tipo puede tener hasta 100 caracteres' })
    .optional(),
  q: z
    .string()
    .trim()
    .max(100, { error: 'La búsqueda puede tener hasta 100 caracteres' })
    .optional(),
});

/* Answers, with the spec's keys (§7). */
const saved = z.object({ message: z.string() });
export const ZPlansAnswerSchema = z.object({ planes: z.array(ZPlanSchema) });
export const ZPlanAnswerSchema = z.object({ plan: ZPlanSchema });
export const ZPlanSavedSchema = saved.extend({ plan: ZPlanSchema });
export const ZPlanDeletedSchema = saved.extend({ planes: z.array(ZPlanSchema) });

export const ZRecipesAnswerSchema = z.object({ recetas: z.array(ZRecipeSchema) });
export const ZRecipeAnswerSchema = z.object({ receta: ZRecipeSchema });
export const ZRecipeSavedSchema = saved.extend({ receta: ZRecipeSchema });
export const ZRecipeDeletedSchema = saved.extend({ recetas: z.array(ZRecipeSchema) });

export const ZTipsAnswerSchema = z.object({ tips: z.array(ZTipSchema) });
export const ZTipAnswerSchema = z.object({ tip: ZTipSchema });
export const ZTipSavedSchema = saved.extend({ tip: ZTipSchema });
export const ZTipDeletedSchema = saved.extend({ tips: z.array(ZTipSchema) });

export const ZDesktopSlidersAnswerSchema = z.object({ homeSlider: z.array(ZSliderSchema) });
export const ZDesktopSliderSavedSchema = saved.extend({ homeSlider: ZSliderSchema });
export const ZMobileSlidersAnswerSchema = z.object({ homeSliderMobile: z.array(ZSliderSchema) });
export const ZMobileSliderSavedSchema = saved.extend({ homeSliderMobile: ZSliderSchema });

export const ZProductFilesAnswerSchema = z.object({ files: z.array(ZProductFileSchema) });
export const ZProductFileParamsSchema = z.object({
  name: z.string().max(60, { error: 'Nombre de archivo inválido' }),
});
