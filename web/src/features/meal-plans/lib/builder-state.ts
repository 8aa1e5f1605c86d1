import type { TMealPlan } from '@contract/meal-plans';
import { draftFromPlan, draftProblems, placeOf, savedForm, type Draft } from './builder-draft';
import { draftReducer, type DraftAction } from './builder-edits';

/**
 * The builder's whole state in one reducer: the draft (builder-draft.ts) and what the
 * page knows around it: what was saved last, the day tab she is on, the day she asked to
 * remove, the publish dialog, the template being made, and the errors of a refused save.
 * Every transition is a pure function, tested without React.
 */

/** A save refused, here or by the server: its message and each error where it is. */
export interface Failure {
  message: string;
  items: { key: string; text: string }[];
}

export interface BuilderState {
  draft: Draft;
  /** The fingerprint of what was saved last (savedForm): the draft is dirty when it differs. */
  saved: string;
  /** The day tab she chose (shown clamped to the days there are: `activeDay`). */
  active: number;
  /** The day whose removal awaits her confirmation. */
  removingDay: number | null;
  /** The publish dialog is open. */
  publishing: boolean;
  /** 'Guardar como plantilla' is at work. */
  templating: boolean;
  /** The server's errors by path; the next edit clears them, since rows may have moved. */
  serverErrors: Record<string, string>;
  /** After a save refused here: the draft's own problems show, live as she fixes them. */
  checked: boolean;
  failure: Failure | null;
}

export type BuilderAction =
  /** An edit of the draft. */
  | { type: 'edit'; action: DraftAction }
  /** A new day, named 'Día tipo' while there is none, else 'Día N'; its tab opens. */
  | { type: 'addDay' }
  | { type: 'selectDay'; day: number }
  /** Ask to remove a day (null: she changed her mind). */
  | { type: 'askRemoveDay'; day: number | null }
  | { type: 'confirmRemoveDay' }
  /** A save refused: by the draft's own check ('draft') or by the server ('server'). */
  | { type: 'refused'; by: 'draft' | 'server'; message: string; found: Record<string, string> }
  /** Saved: `body` is the fingerprint of what was sent. */
  | { type: 'saved'; body: string }
  | { type: 'dismissFailure' }
  | { type: 'publishDialog'; open: boolean }
  | { type: 'templating'; busy: boolean };

/** The state a plan opens with: its draft, saved as it is. */
export function initBuilder(plan: Pick<TMealPlan, 'title' | 'content' | 'target'>): BuilderState {
  const draft = draftFromPlan(plan);
  return {
    draft,
    saved: savedForm(draft),
    active: 0,
    removingDay: null,
    publishing: false,
    templating: false,
    serverErrors: {},
    checked: false,
    failure: null,
  };
}

const NO_ERRORS: Record<string, string> = {};

/** The first day a set of error paths names ('content.days.2...'), or null. */
export function firstDayOf(paths: readonly string[]): number | null {
  for (const p of paths) {
    const m = /^content\.days\.(\d+)/.exec(p);
    if (m) return Number(m[1]);
  }
  return null;
}

/** A draft edit: the server's errors go, since the rows they name may have moved. */
function edit(state: BuilderState, action: DraftAction): BuilderState {
  const draft = draftReducer(state.draft, action);
  const serverErrors = Object.keys(state.serverErrors).length > 0 ? NO_ERRORS : state.serverErrors;
  return { ...state, draft, serverErrors };
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'edit':
      return edit(state, action.action);
    case 'addDay': {
      const { days } = state.draft;
      const name = days.some((d) => d.name === 'Día tipo') ? `Día ${days.length + 1}` : 'Día tipo';
      const next = edit(state, { type: 'addDay', name });
      return { ...next, active: next.draft.days.length - 1 };
    }
    case 'selectDay':
      return { ...state, active: action.day };
    case 'askRemoveDay':
      return { ...state, removingDay: action.day };
    case 'confirmRemoveDay': {
      const day = state.removingDay;
      if (day === null) return state;
      const next = edit(state, { type: 'removeDay', day });
      return { ...next, active: Math.max(0, day - 1), removingDay: null };
    }
    case 'refused': {
      const day = firstDayOf(Object.keys(action.found));
      const failure: Failure = {
        message: action.message,
        items: Object.entries(action.found).map(([path, text]) => {
          const place = placeOf(path, state.draft);
          return { key: path, text: place ? `${place}: ${text}` : text };
        }),
      };
      return {
        ...state,
        active: day ?? state.active,
        failure,
        ...(action.by === 'draft' ? { checked: true } : { serverErrors: action.found }),
      };
    }
    case 'saved':
      return {
        ...state,
        saved: action.body,
        serverErrors: NO_ERRORS,
        checked: false,
        failure: null,
      };
    case 'dismissFailure':
      return { ...state, failure: null };
    case 'publishDialog':
      return { ...state, publishing: action.open };
    case 'templating':
      return { ...state, templating: action.busy };
  }
}

/** Whether the draft differs from what was saved last. */
export const isDirty = (state: Pick<BuilderState, 'draft' | 'saved'>) =>
  savedForm(state.draft) !== state.saved;

/** The day tab shown: the one she chose, or the last when that one is gone. */
export const activeDay = (state: Pick<BuilderState, 'draft' | 'active'>) =>
  Math.min(state.active, state.draft.days.length - 1);

/** Every error by path: the draft's own once a save was refused here, then the server's. */
export function builderErrors(
  state: Pick<BuilderState, 'draft' | 'checked' | 'serverErrors'>,
): Record<string, string> {
  const problems = state.checked ? draftProblems(state.draft) : NO_ERRORS;
  return { ...problems, ...state.serverErrors };
}

/** Whether any error is in the day `day` (its tab shows a mark). */
export const dayHasErrors = (errors: Record<string, string>, day: number) =>
  Object.keys(errors).some((k) => k.startsWith(`content.days.${day}.`));
