import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  normalizePhone,
  normalizeWhatsApp,
  parsePhone,
  storedPhone,
  waMeLink,
} from './phone';

describe('normalizeWhatsApp: her number as Uruguayans write it', () => {
  it.each([
    '099 123 456',
    '099123456',
    '099-123-456',
    '099.123.456',
    '(099) 123 456',
    '99 123 456',
    '+598 99 123 456',
    '+598 099 123 456',
    '+59899123456',
    '59899123456',
    '598 99 123 456',
    '00598 99 123 456',
    ' 099\u00a0123\u00a0456 ',
  ])('%s is +59899123456', (typed) => {
    expect(normalizeWhatsApp(typed)).toBe('+59899123456');
  });

  it("another country's number with its code ('+' or '00', 8 to 15 digits)", () => {
    expect(normalizeWhatsApp('+54 9 11 1234-5678')).toBe('+5491112345678');
    expect(normalizeWhatsApp('0054 9 11 1234 5678')).toBe('+5491112345678');
    expect(normalizeWhatsApp('+1 (415) 555-0100')).toBe('+14155550100');
    expect(normalizeWhatsApp('+34 612 34 56 78')).toBe('+34612345678');
  });

  it.each([
    '',
    '099 abc 456',
    '09912345', // a digit short
    '0991234567', // a digit too many
    '2901 1234', // a landline: no WhatsApp
    '+598 2901 1234',
    '+598 123', // Uruguay's code and no Uruguayan number
    '5491112345678', // a foreign number without '+': ambiguous
    '+1234567', // 7 digits
    '+1234567890123456', // 16 digits
    '+0123456789', // no country code starts with 0
    '++59899123456',
    '+598+99123456',
    '099 123 456 int 2',
  ])('%j is refused', (typed) => {
    expect(normalizeWhatsApp(typed)).toBeNull();
  });
});

describe('parsePhone / normalizePhone: any phone, a landline too', () => {
  it('tells mobiles, landlines and foreign numbers apart', () => {
    expect(parsePhone('099 123 456')).toEqual({ e164: '+59899123456', kind: 'mobile' });
    expect(parsePhone('2901 1234')).toEqual({ e164: '+59829011234', kind: 'landline' });
    expect(parsePhone('4723 4567')).toEqual({ e164: '+59847234567', kind: 'landline' });
    expect(parsePhone('+598 2901-1234')).toEqual({ e164: '+59829011234', kind: 'landline' });
    expect(parsePhone('+44 20 7946 0958')).toEqual({ e164: '+442079460958', kind: 'foreign' });
    expect(normalizePhone('2901 1234')).toBe('+59829011234');
    expect(normalizePhone('1234')).toBeNull();
    expect(normalizePhone('39011234')).toBeNull();
  });
});

describe('storedPhone: a client phone (registration, profile)', () => {
  it('stores a number it reads as E.164, spaces and dashes allowed', () => {
    expect(storedPhone('099 111 222')).toBe('+59899111222');
    expect(storedPhone('099111222')).toBe('+59899111222');
    expect(storedPhone('2901-1234')).toBe('+59829011234');
    expect(storedPhone('+54 9 11 1234 5678')).toBe('+5491112345678');
  });

  it("keeps 6 to 20 digits it cannot place as digits (the spec's rule); refuses the rest", () => {
    expect(storedPhone('123 456')).toBe('123456');
    expect(storedPhone('5491112345678')).toBe('5491112345678');
    expect(storedPhone('12345')).toBeNull();
    expect(storedPhone('09a-11')).toBeNull();
    expect(storedPhone('llamame')).toBeNull();
    expect(storedPhone('+12345')).toBeNull();
    expect(storedPhone('')).toBeNull();
  });
});

describe('formatPhone: a stored number as a person reads it', () => {
  it('writes Uruguayan numbers as at home, others in E.164', () => {
    expect(formatPhone('+59899123456')).toBe('099 123 456');
    expect(formatPhone('59899123456')).toBe('099 123 456');
    expect(formatPhone('099123456')).toBe('099 123 456');
    expect(formatPhone('+59829011234')).toBe('2901 1234');
    expect(formatPhone('+5491112345678')).toBe('+5491112345678');
  });

  it('leaves what it cannot read as it is', () => {
    expect(formatPhone('123456')).toBe('123456');
    expect(formatPhone(' llamame ')).toBe('llamame');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });

  it('round-trips: what it shows reads back as the stored number', () => {
    for (const stored of ['+59899123456', '+59829011234', '+5491112345678'])
      expect(normalizePhone(formatPhone(stored))).toBe(stored);
  });
});

describe('waMeLink: every wa.me link', () => {
  it("the number's digits, no '+', however it was written or stored", () => {
    expect(waMeLink('+59899123456')).toBe('https://wa.me/59899123456');
    expect(waMeLink('59899123456')).toBe('https://wa.me/59899123456');
    expect(waMeLink('099 123 456')).toBe('https://wa.me/59899123456');
    expect(waMeLink('+54 9 11 1234 5678')).toBe('https://wa.me/5491112345678');
  });

  it('the message written already, encoded', () => {
    const link = waMeLink('099123456', 'Hola, ¿tenés turno el martes 3 & 4?');
    expect(link).toBe(
      'https://wa.me/59899123456?text=Hola%2C%20%C2%BFten%C3%A9s%20turno%20el%20martes%203%20%26%204%3F',
    );
    expect(new URL(link).searchParams.get('text')).toBe('Hola, ¿tenés turno el martes 3 & 4?');
    expect(waMeLink('099123456', '')).toBe('https://wa.me/59899123456');
  });

  it('nothing when there is no number WhatsApp reaches', () => {
    expect(waMeLink('')).toBe('');
    expect(waMeLink('2901 1234', 'Hola')).toBe('');
    expect(waMeLink('cualquier cosa')).toBe('');
  });
});
