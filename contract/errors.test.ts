import { describe, expect, it } from 'vitest';
import { catalogEntries, errorCodeOf } from './errors';

describe('error codes (contract/errors.ts)', () => {
  it('every catalog text is a non-empty string that stands in one catalog only', () => {
    const entries = catalogEntries();
    expect(entries.length).toBeGreaterThan(50);
    const byText = new Map<unknown, string[]>();
    for (const { code, text } of entries) {
      expect(typeof text, code).toBe('string');
      expect(String(text).trim().length, code).toBeGreaterThan(0);
      byText.set(text, [...(byText.get(text) ?? []), code]);
    }
    const shared = [...byText.values()].filter((codes) => codes.length > 1);
    expect(shared).toEqual([]);
  });

  it("a catalog text answers its own code; any other text its status's", () => {
    for (const { code, text } of catalogEntries())
      expect(errorCodeOf(400, String(text))).toBe(code);
    expect(errorCodeOf(400, 'Máximo 30 caracteres')).toBe('common.invalid');
    expect(errorCodeOf(404, 'algo')).toBe('common.notFound');
    expect(errorCodeOf(418, 'algo')).toBe('common.invalid');
    expect(errorCodeOf(599, 'algo')).toBe('common.server');
  });
});
