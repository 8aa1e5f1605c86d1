import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Tabs of /auth/administracion that these screens come from. */
export const ADMIN_TAB_URL = {
  planes: '/auth/administracion?tab=planes',
  recetas: '/auth/administracion?tab=recetas',
  web: '/auth/administracion?tab=web',
} as const;

/**
 * Back one screen (spec §4 'after creating a plan ... back one screen'); when the
 * page was opened directly there is no screen to go back to, so go to the tab.
 */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  const location = useLocation();
  // React Router marks the first entry of a session with the key 'default'.
  const hasHistory = location.key !== 'default';
  return useCallback(() => {
    if (hasHistory) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [hasHistory, navigate, fallback]);
}
