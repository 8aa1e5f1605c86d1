import { z } from 'zod';

/**
 * Uruguayan fiscal documents (CFE, DECISIONS §14): the tax rates a product can carry, the
 * document types this shop issues, and the check digits of a RUT and a CI. One home for
 * all of it: the checkout, Mi perfil, the server's validation and the invoicing module read
 * these, never a copy.
 */

/** IVA as her accountant sets it per product: exempt, 'tasa mínima' (10 %), 'tasa básica' (22 %). */
export const TAX_RATES = ['exento', 'minimo', 'basico'] as const;
export type TTaxRate = (typeof TAX_RATES)[number];

/** The percentage each rate adds to the net price (Ley 18.083; Decreto 220/998). */
export const TAX_PERCENT: Record<TTaxRate, number> = { exento: 0, minimo: 10, basico: 22 };

export const TAX_RATE_LABELS: Record<TTaxRate, string> = {
  exento: 'Exento de IVA',
  minimo: 'IVA tasa mínima (10 %)',
  basico: 'IVA tasa básica (22 %)',
};

/** A product's tax rate as a form sends it: one of the rates, or '' / null for 'sin definir'. */
export const ZTaxRateInputSchema = z
  .union([z.enum(TAX_RATES), z.literal('')], { error: 'Elegí la tasa de IVA de la lista' })
  .nullish()
  .transform((v) => (v === '' ? null : v));

/**
 * The CFE types this shop issues, with DGI's codes: an e-Ticket to a final consumer, an
 * e-Factura to a buyer with RUT, and the credit note of each.
 */
export const CFE_TYPES = {
  eTicket: 101,
  eTicketCreditNote: 102,
  eFactura: 111,
  eFacturaCreditNote: 112,
} as const;
export type TCfeType = (typeof CFE_TYPES)[keyof typeof CFE_TYPES];
export const CFE_TYPE_CODES = Object.values(CFE_TYPES) as [TCfeType, ...TCfeType[]];

export const CFE_TYPE_LABELS: Record<TCfeType, string> = {
  101: 'e-Ticket',
  102: 'Nota de crédito de e-Ticket',
  111: 'e-Factura',
  112: 'Nota de crédito de e-Factura',
};

/** The credit note of a document type. */
export const creditNoteOf = (type: TCfeType): TCfeType =>
  type === CFE_TYPES.eFactura ? CFE_TYPES.eFacturaCreditNote : CFE_TYPES.eTicketCreditNote;

export const FISCAL_MSG = {
  rut: 'El RUT tiene 12 dígitos y su dígito verificador no coincide: revisalo',
  ci: 'La cédula no es válida: revisá los números y el dígito verificador',
  razonSocial: 'Escribí la razón social que va en la factura',
} as const;

const digitsOf = (text: string) => text.replace(/[\s.\-/]/g, '');

/**
 * Whether a RUT is valid (DGI's algorithm): 12 digits; the first two, 01 to 21; digits 3 to
 * 8 not all zero; digits 9 to 11 '001'; the 12th the check digit: weights 4,3,2,9,8,7,6,5,4,
 * 3,2 over the first 11, then 11 minus the sum modulo 11 (11 is 0; 10 is never issued).
 */
export function isValidRut(text: string): boolean {
  const rut = digitsOf(text);
  if (!/^\d{12}$/.test(rut)) return false;
  const region = Number(rut.slice(0, 2));
  if (region < 1 || region > 21) return false;
  if (rut.slice(2, 8) === '000000' || rut.slice(8, 11) !== '001') return false;
  const weights = [4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(rut[i]), 0);
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && check === Number(rut[11]);
}

/**
 * Whether a cédula de identidad is valid: 6 or 7 digits and a check digit ('1.234.567-2');
 * weights 2,9,8,7,6,3,4 over the 7 digits (zero-padded), the check digit making the sum a
 * multiple of 10.
 */
export function isValidCi(text: string): boolean {
  const ci = digitsOf(text);
  if (!/^\d{7,8}$/.test(ci)) return false;
  const body = ci.slice(0, -1).padStart(7, '0');
  const weights = [2, 9, 8, 7, 6, 3, 4];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(body[i]), 0);
  return (10 - (sum % 10)) % 10 === Number(ci.at(-1));
}

/** A RUT as stored: its 12 digits. */
export const ZRutSchema = z
  .string({ error: FISCAL_MSG.rut })
  .trim()
  .max(20, { error: FISCAL_MSG.rut })
  .refine(isValidRut, { error: FISCAL_MSG.rut })
  .transform(digitsOf);

/** A CI as stored: its digits, check digit last. */
export const ZCiSchema = z
  .string({ error: FISCAL_MSG.ci })
  .trim()
  .max(20, { error: FISCAL_MSG.ci })
  .refine(isValidCi, { error: FISCAL_MSG.ci })
  .transform(digitsOf);

/**
 * Optional in a form: '' or null clears it. Read as a string first, then checked, so a
 * wrong value gets its own message, not a union's 'Entrada inválida'.
 */
export const optionalFiscal = <T extends z.ZodType<string, string>>(schema: T) =>
  z
    .string()
    .nullish()
    .transform((v) => (v === '' ? null : v))
    .pipe(schema.nullish());

/** A RUT as people read it: '21 100342 001 7'. */
export const formatRut = (rut: string) =>
  /^\d{12}$/.test(rut)
    ? `${rut.slice(0, 2)} ${rut.slice(2, 8)} ${rut.slice(8, 11)} ${rut[11]}`
    : rut;

/**
 * A price with IVA included, split into net and tax as a CFE prints it, to the cent:
 * '1220.00' at 'basico' -> { net: '1000.00', tax: '220.00' }. Exact cents, never floats
 * summed: the totals of a month add these.
 */
export function splitTax(gross: string, rate: TTaxRate): { net: string; tax: string } {
  const cents = Math.round(Number(gross) * 100);
  const net = Math.round((cents * 100) / (100 + TAX_PERCENT[rate]));
  const asText = (c: number) => (c / 100).toFixed(2);
  return { net: asText(net), tax: asText(cents - net) };
}
