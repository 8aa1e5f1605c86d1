import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { FOOD_GROUPS } from '@contract/foods-text';

export interface FoodListParams {
  /** The search as the URL has it ('' for none). */
  q: string;
  /** A FOOD_GROUPS value, or '' for every group. */
  group: string;
  archived: boolean;
  page: number;
}

/**
 * The food table's search, group, archived switch and page live in the URL (as the users'
 * list keeps its own): a reload or a link lands on the same page. A change of page, group or
 * switch is a step in the history, so back and forward walk them; the search, typed a letter
 * at a time, replaces the step it is on. Anything but a new page starts again from page 1.
 */
export function useFoodListParams() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const asked = params.get('grupo') ?? '';
  const group = (FOOD_GROUPS as readonly string[]).includes(asked) ? asked : '';
  const archived = params.get('archivados') === '1';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const update = useCallback(
    (next: Partial<FoodListParams>, { replace = false } = {}) =>
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          const set = (key: string, value: string | undefined) => {
            if (value) p.set(key, value);
            else p.delete(key);
          };
          if (next.q !== undefined) set('q', next.q);
          if (next.group !== undefined) set('grupo', next.group);
          if (next.archived !== undefined) set('archivados', next.archived ? '1' : undefined);
          const toPage = next.page ?? 1;
          set('page', toPage > 1 ? String(toPage) : undefined);
          return p;
        },
        { replace },
      ),
    [setParams],
  );
  return { q, group, archived, page, update };
}
