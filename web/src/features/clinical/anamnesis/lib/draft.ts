import type { TAnamnesisKind } from '@contract/clinical';

/**
 * A form's progress kept in the browser until it is saved, so a reload (or a phone
 * that drops the tab) does not lose what was typed. Health data: it lives beside
 * the session (localStorage only when 'Recordar usuario' keeps the session there,
 * otherwise sessionStorage, gone with the tab), 'Salir' wipes both, it is restored
 * only for the person who wrote it, and only over the same version of the record.
 */
export interface DraftScope {
  /** Whose anamnesis. */
  userId: string;
  kind: TAnamnesisKind;
  /** Who is typing: the client, or the admin filling it for them. */
  viewerId: string;
  /** The record's `updatedAt` when the draft was begun; null for a new anamnesis. */
  base: string | null;
}

interface StoredDraft {
  v: 1;
  by: string;
  base: string | null;
  savedAt: number;
  values: Record<string, unknown>;
}

export interface RestoredDraft<V> {
  values: V;
  savedAt: number;
}

/** Older drafts are dropped: a month-old half answer is more likely wrong than helpful. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const PREFIX = 'anamnesis-draft';

export const draftKey = (userId: string, kind: TAnamnesisKind) => `${PREFIX}:${userId}:${kind}`;

/**
 * The storage the session uses: session.ts puts the token in localStorage only for
 * 'Recordar usuario'. Read here by its key because lib/session keeps that choice private.
 */
export function draftStorage(): Storage {
  return localStorage.getItem('token') ? localStorage : sessionStorage;
}

function parse(raw: string): StoredDraft | null {
  try {
    const d: unknown = JSON.parse(raw);
    if (
      d &&
      typeof d === 'object' &&
      'v' in d &&
      d.v === 1 &&
      'by' in d &&
      typeof d.by === 'string' &&
      'base' in d &&
      (d.base === null || typeof d.base === 'string') &&
      'savedAt' in d &&
      typeof d.savedAt === 'number' &&
      'values' in d &&
      d.values &&
      typeof d.values === 'object'
    )
      return { v: 1, by: d.by, base: d.base, savedAt: d.savedAt, values: { ...d.values } };
  } catch {
    // Not JSON: dropped below.
  }
  return null;
}

/** Values a field can hold in a draft: text, a number, or nothing chosen. */
const keepable = (v: unknown) => v === null || typeof v === 'string' || typeof v === 'number';

/** The values worth keeping: the form's own fields, without those never kept (the consent). */
function kept<V extends Record<string, unknown>>(values: V, omit: readonly string[]) {
  return Object.fromEntries(
    Object.entries(values).filter(([k, v]) => !omit.includes(k) && keepable(v)),
  );
}

const same = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The stored values over the starting ones: only the form's own fields, only plain
 * values, never the omitted ones (a consent is given each time, not restored).
 */
export function mergeDraft<V extends Record<string, unknown>>(
  start: V,
  stored: Record<string, unknown>,
  omit: readonly string[] = [],
): V {
  const picked = Object.fromEntries(
    Object.keys(start)
      .filter((k) => !omit.includes(k) && k in stored && keepable(stored[k]))
      .map((k) => [k, stored[k]]),
  );
  // Only start's own keys, with plain values such fields hold.
  return { ...start, ...picked } as V;
}

/** The draft for this scope, or null (a stale, foreign, old or broken one is removed). */
export function readDraft<V extends Record<string, unknown>>(
  storage: Storage,
  scope: DraftScope,
  start: V,
  opts: { omit?: readonly string[]; now?: number } = {},
): RestoredDraft<V> | null {
  const { omit = [], now = Date.now() } = opts;
  const key = draftKey(scope.userId, scope.kind);
  const raw = storage.getItem(key);
  if (raw === null) return null;
  const draft = parse(raw);
  const usable =
    draft !== null &&
    draft.by === scope.viewerId &&
    draft.base === scope.base &&
    now - draft.savedAt <= DRAFT_MAX_AGE_MS;
  if (!usable) {
    storage.removeItem(key);
    return null;
  }
  const values = mergeDraft(start, draft.values, omit);
  if (same(kept(values, omit), kept(start, omit))) {
    storage.removeItem(key);
    return null;
  }
  return { values, savedAt: draft.savedAt };
}

/** Keeps the values; when they are back to the starting ones there is nothing to keep. */
export function writeDraft<V extends Record<string, unknown>>(
  storage: Storage,
  scope: DraftScope,
  values: V,
  start: V,
  opts: { omit?: readonly string[]; now?: number } = {},
) {
  const { omit = [], now = Date.now() } = opts;
  const key = draftKey(scope.userId, scope.kind);
  const toKeep = kept(values, omit);
  if (same(toKeep, kept(start, omit))) {
    storage.removeItem(key);
    return;
  }
  const draft: StoredDraft = {
    v: 1,
    by: scope.viewerId,
    base: scope.base,
    savedAt: now,
    values: toKeep,
  };
  try {
    storage.setItem(key, JSON.stringify(draft));
  } catch {
    // Full or blocked storage (private mode): the form still works, only without a draft.
  }
}

/** Forgets the draft wherever it is (the session may have moved between storages). */
export function clearDraft(scope: Pick<DraftScope, 'userId' | 'kind'>) {
  const key = draftKey(scope.userId, scope.kind);
  localStorage.removeItem(key);
  sessionStorage.removeItem(key);
}
