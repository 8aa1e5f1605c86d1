import { describe, expect, it } from 'vitest';
import { redactedUrl } from './log-redact';

describe('redactedUrl', () => {
  it('replaces the keys an address carries, and nothing else', () => {
    expect(redactedUrl('/api/agenda.ics?token=abc')).toBe('/api/agenda.ics?token=oculto');
    expect(redactedUrl('/api/x?exp=9&sig=abc&size=full')).toBe('/api/x?exp=9&sig=oculto&size=full');
    expect(redactedUrl('/api/x?%74oken=abc')).toBe('/api/x?%74oken=oculto');
    expect(redactedUrl('/auth/resetPassword/user/abc?x=1')).toBe(
      '/auth/resetPassword/user/oculto?x=1',
    );
    expect(redactedUrl('/api/planes?desde=2026-01-01')).toBe('/api/planes?desde=2026-01-01');
    expect(redactedUrl('/auth/resetPassword/user/')).toBe('/auth/resetPassword/user/');
  });
});
