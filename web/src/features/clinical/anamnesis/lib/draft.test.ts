import { afterEach, describe, expect, it } from 'vitest';
import {
  clearDraft,
  DRAFT_MAX_AGE_MS,
  draftKey,
  draftStorage,
  mergeDraft,
  readDraft,
  writeDraft,
  type DraftScope,
} from './draft';

type Values = {
  workHours: string;
  sportsDays: number | string;
  typeFeedin: string | null;
  consent: boolean;
};

const start: Values = { workHours: '', sportsDays: '', typeFeedin: null, consent: false };
const scope: DraftScope = { userId: 'u1', kind: 'Simple', viewerId: 'u1', base: null };
const KEY = draftKey('u1', 'Simple');
const NOW = Date.UTC(2026, 10, 23, 15, 0);
const omit = ['consent'];

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('anamnesis drafts', () => {
  it('keeps what was typed and gives it back for the same person, client and kind', () => {
    const typed: Values = { workHours: '8', sportsDays: 3, typeFeedin: 'Vegano', consent: true };
    writeDraft(localStorage, scope, typed, start, { omit, now: NOW });

    const restored = readDraft(localStorage, scope, start, { omit, now: NOW + 60_000 });
    // The consent is given each time: it is neither kept nor restored.
    expect(restored).toEqual({
      values: { workHours: '8', sportsDays: 3, typeFeedin: 'Vegano', consent: false },
      savedAt: NOW,
    });
    expect(localStorage.getItem(KEY)).not.toContain('consent');
    expect(readDraft(localStorage, { ...scope, kind: 'Extendido' }, start, { omit })).toBeNull();
    expect(readDraft(localStorage, { ...scope, userId: 'u2' }, start, { omit })).toBeNull();
  });

  it('stores nothing when the values are back to where they started', () => {
    writeDraft(localStorage, scope, { ...start, workHours: '8' }, start, { omit, now: NOW });
    expect(localStorage.getItem(KEY)).not.toBeNull();
    writeDraft(localStorage, scope, { ...start, consent: true }, start, { omit, now: NOW });
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("drops another person's draft, one begun over another version of the record, and an old one", () => {
    const typed = { ...start, workHours: '8' };
    const cases: [Partial<DraftScope>, number][] = [
      [{ viewerId: 'admin' }, NOW],
      [{ base: '2026-11-20T10:00:00.000Z' }, NOW],
      [{}, NOW + DRAFT_MAX_AGE_MS + 1],
    ];
    for (const [other, now] of cases) {
      writeDraft(localStorage, scope, typed, start, { omit, now: NOW });
      expect(readDraft(localStorage, { ...scope, ...other }, start, { omit, now })).toBeNull();
      // Removed, not only ignored: health data does not linger in the browser.
      expect(localStorage.getItem(KEY)).toBeNull();
    }
    writeDraft(localStorage, scope, typed, start, { omit, now: NOW });
    expect(
      readDraft(localStorage, scope, start, { omit, now: NOW + DRAFT_MAX_AGE_MS }),
    ).not.toBeNull();
  });

  it('drops a broken draft', () => {
    for (const raw of [
      '{not json',
      '{"v":2,"by":"u1","base":null,"savedAt":1,"values":{}}',
      '[]',
    ]) {
      localStorage.setItem(KEY, raw);
      expect(readDraft(localStorage, scope, start, { omit })).toBeNull();
      expect(localStorage.getItem(KEY)).toBeNull();
    }
  });

  it("restores only the form's own fields with plain values", () => {
    const merged = mergeDraft(
      start,
      { workHours: '9', sportsDays: { $gt: 1 }, typeFeedin: null, consent: true, isAdmin: true },
      omit,
    );
    expect(merged).toEqual({ workHours: '9', sportsDays: '', typeFeedin: null, consent: false });
  });

  it('lives where the session lives, and is cleared from both', () => {
    expect(draftStorage()).toBe(sessionStorage);
    localStorage.setItem('token', 'remembered');
    expect(draftStorage()).toBe(localStorage);

    localStorage.setItem(KEY, 'x');
    sessionStorage.setItem(KEY, 'y');
    localStorage.setItem(draftKey('u1', 'Extendido'), 'z');
    clearDraft({ userId: 'u1', kind: 'Simple' });
    expect([localStorage.getItem(KEY), sessionStorage.getItem(KEY)]).toEqual([null, null]);
    expect(localStorage.getItem(draftKey('u1', 'Extendido'))).toBe('z');
  });
});
