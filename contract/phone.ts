/**
 * Phone numbers as Uruguayans write them (issue 30, docs/decisions/0016): '099 123 456',
 * '099-123-456', '+598 99 123 456', '59899123456', '00 54 9 11 1234 5678'. The one home of
 * reading a number, storing it (E.164, '+59899123456'), showing it ('099 123 456') and
 * linking to it on WhatsApp (`waMeLink`): nothing else takes a number's digits apart.
 * Imports nothing, so public pages may use it.
 */

/** What people put between digits: spaces (a pasted one too), dashes, dots, parentheses, slashes. */
const SEPARATORS = /[\s\u00a0\u202f.\-()/]/g;

/** A Uruguayan mobile: 9 and seven digits after +598 (written at home as 09X XXX XXX). */
const UY_MOBILE = /^9\d{7}$/;
/** A Uruguayan landline: 2 (Montevideo) or 4 (the rest) and seven digits after +598. */
const UY_LANDLINE = /^[24]\d{7}$/;
/** E.164 beyond Uruguay: a country code (never starting with 0) and at most 15 digits in all. */
const E164_DIGITS = /^[1-9]\d{7,14}$/;

export type PhoneKind = 'mobile' | 'landline' | 'foreign';

export interface Phone {
  /** '+59899123456' */
  e164: string;
  /** A Uruguayan mobile or landline, or a number of another country (any kind). */
  kind: PhoneKind;
}

/** What follows +598 (its trunk 0 already dropped) as a Uruguayan number, or null. */
function uruguayan(national: string): Phone | null {
  if (UY_MOBILE.test(national)) return { e164: `+598${national}`, kind: 'mobile' };
  if (UY_LANDLINE.test(national)) return { e164: `+598${national}`, kind: 'landline' };
  return null;
}

/**
 * A number as typed, or null when it is none:
 * - without a country code, a Uruguayan one: '099 123 456' (or '99 123 456'), '2901 1234';
 * - with Uruguay's code, with or without '+' or '00': '59899123456', '+598 099 123 456';
 * - another country's, only with its code after '+' or '00' (8 to 15 digits): without it,
 *   '5491112345678' could be anything.
 */
export function parsePhone(text: string): Phone | null {
  const m = /^(\+|00)?(\d{1,20})$/.exec(text.trim().replace(SEPARATORS, ''));
  if (!m) return null;
  const international = m[1] !== undefined;
  const digits = m[2]!;
  if (digits.startsWith('598') && (international || digits.length >= 11))
    return uruguayan(digits.slice(3).replace(/^0/, ''));
  if (international)
    return E164_DIGITS.test(digits) ? { e164: `+${digits}`, kind: 'foreign' } : null;
  return uruguayan(digits.replace(/^0/, ''));
}

/** Any phone (a Uruguayan mobile or landline, or another country's with its code) as E.164. */
export function normalizePhone(text: string): string | null {
  return parsePhone(text)?.e164 ?? null;
}

/**
 * A number WhatsApp can reach, as E.164: a Uruguayan mobile, or another country's number
 * written with its code. A Uruguayan landline is refused: it has no WhatsApp.
 */
export function normalizeWhatsApp(text: string): string | null {
  const phone = parsePhone(text);
  return phone && phone.kind !== 'landline' ? phone.e164 : null;
}

/**
 * A client's phone as stored (the spec's registration asks for digits): E.164 when it
 * reads as a number (above); else the digits alone when there are 6 to 20 of them (a number
 * of a kind we do not know, kept as the spec always took it); null when it is no phone.
 */
export function storedPhone(text: string): string | null {
  const phone = normalizePhone(text);
  if (phone) return phone;
  const compact = text.trim().replace(SEPARATORS, '');
  return /^\d{6,20}$/.test(compact) ? compact : null;
}

/**
 * A stored number as a person reads it: '099 123 456' (a Uruguayan mobile), '2901 1234'
 * (a landline), '+5491112345678' (another country's: grouping differs from one country to
 * the next); anything else as it is. Also reads numbers stored before they were normalized.
 */
export function formatPhone(stored: string | null | undefined): string {
  const text = stored ?? '';
  const phone = parsePhone(text);
  if (!phone) return text.trim();
  const n = phone.e164.slice(4);
  if (phone.kind === 'mobile') return `0${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`;
  if (phone.kind === 'landline') return `${n.slice(0, 4)} ${n.slice(4)}`;
  return phone.e164;
}

/**
 * The chat with a number on WhatsApp: 'https://wa.me/59899123456' (its digits, no '+'),
 * with `text` already written when given; '' when the number is not one WhatsApp reaches.
 * Every wa.me link of the site and its mails is made here. Reads any way the number was
 * written, so a number stored before normalization still links right.
 */
export function waMeLink(number: string, text?: string): string {
  const e164 = normalizeWhatsApp(number);
  if (!e164) return '';
  const chat = `https://wa.me/${e164.slice(1)}`;
  return text ? `${chat}?text=${encodeURIComponent(text)}` : chat;
}
