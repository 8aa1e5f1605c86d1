import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useEffect, useState } from 'react';
import { sessionStore } from '@web/lib/session';
import { clearDraft, draftStorage, readDraft, writeDraft, type DraftScope } from './draft';

/** Typing is kept this long after the last key, and at once when the page is left. */
const KEEP_DELAY_MS = 400;

/**
 * The draft of one form: the values to start from (the draft's, when there is one),
 * when it was kept, and how to keep, discard (the person's choice) or clear (saved) it.
 */
export function useAnamnesisDraft<V extends Record<string, unknown>>({
  scope,
  start,
  omit = [],
}: {
  scope: DraftScope;
  /** The record's values, or the empty form's. */
  start: V;
  omit?: readonly string[];
}) {
  const [restored, setRestored] = useState(() => readDraft(draftStorage(), scope, start, { omit }));
  const [initialValues] = useState(() => restored?.values ?? start);

  const write = (values: V) => {
    // After 'Salir' (or a revoked session) nothing is written back for the next person.
    if (sessionStore.get()?.user._id !== scope.viewerId) return;
    writeDraft(draftStorage(), scope, values, start, { omit });
  };
  const keep = useDebouncedCallback(write, { delay: KEEP_DELAY_MS, flushOnUnmount: true });

  useEffect(() => {
    // A reload right after typing: keep the last keys too.
    const flush = () => keep.flush();
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [keep]);

  const { userId, kind } = scope;
  const clear = useCallback(() => {
    keep.cancel();
    clearDraft({ userId, kind });
  }, [keep, userId, kind]);

  const discard = useCallback(() => {
    clear();
    setRestored(null);
  }, [clear]);

  return { initialValues, restoredAt: restored?.savedAt ?? null, keep, clear, discard };
}
