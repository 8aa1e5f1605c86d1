import { describe, expect, it } from 'vitest';
import { creditNoteOf, formatRut, isValidCi, isValidRut, splitTax, ZRutSchema } from './fiscal';

describe('RUT and CI check digits (DGI)', () => {
  it('accepts real RUTs however they are written, and refuses a wrong check digit or shape', () => {
    for (const rut of ['211003420017', '211406340011', '21 100342 001 7', '21.100342.001-7'])
      expect([rut, isValidRut(rut)]).toEqual([rut, true]);
    for (const rut of [
      '210303670014', // check digit 4, should be another
      '21100342001', // 11 digits
      '221003420017', // region 22 does not exist
      '210000000011', // digits 3 to 8 all zero
      '211003420027', // digits 9 to 11 not '001'
      '21100342001a',
      '',
    ])
      expect([rut, isValidRut(rut)]).toEqual([rut, false]);
    expect(ZRutSchema.parse(' 21.100342.001-7 ')).toBe('211003420017');
    expect(formatRut('211003420017')).toBe('21 100342 001 7');
  });

  it('accepts a CI with its check digit, with or without dots, and 6-digit ones', () => {
    for (const ci of ['1.234.567-2', '12345672', '123.456-1'])
      expect([ci, isValidCi(ci)]).toEqual([ci, true]);
    for (const ci of ['1.234.567-3', '1234567', '123456789', 'abcdefg-1'])
      expect([ci, isValidCi(ci)]).toEqual([ci, false]);
  });
});

describe('IVA included in a price', () => {
  it('splits to the cent as a CFE prints it', () => {
    expect(splitTax('1220.00', 'basico')).toEqual({ net: '1000.00', tax: '220.00' });
    expect(splitTax('1500.00', 'basico')).toEqual({ net: '1229.51', tax: '270.49' });
    expect(splitTax('450.00', 'minimo')).toEqual({ net: '409.09', tax: '40.91' });
    expect(splitTax('450.00', 'exento')).toEqual({ net: '450.00', tax: '0.00' });
  });

  it('a credit note is of the type it cancels', () => {
    expect(creditNoteOf(101)).toBe(102);
    expect(creditNoteOf(111)).toBe(112);
  });
});
