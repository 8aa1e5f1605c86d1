import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Back one screen (spec §4 'after creating a plan ... back one screen'); when the
 * page was opened directly there is no screen to go back to, so go to `fallback`.
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
