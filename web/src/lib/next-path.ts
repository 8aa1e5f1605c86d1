import { useSearchParams } from 'react-router';
import { NEXT_PARAM, PATHS, safeNextPath } from '@contract/pages';

/** The page a sign-in should land on, from the address's `?next=` (only a page of this site). */
export function useNextPath(): string | null {
  const [search] = useSearchParams();
  return safeNextPath(search.get(NEXT_PARAM));
}

/** Where a new session lands: the page that was asked for, else 'Hoy' for her, else the home. */
export function landingPath(next: string | null, user: { type: string }): string {
  return next ?? (user.type === 'admin' ? PATHS.admin('hoy') : PATHS.home());
}
