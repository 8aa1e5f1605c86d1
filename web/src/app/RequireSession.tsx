import { Navigate, Outlet, useLocation } from 'react-router';
import { PATHS } from '@contract/pages';
import { useSession } from '@web/lib/use-session';

/** Where the login page was asked from, so it can say why. */
export interface TLoginRedirectState {
  from?: string;
}

/**
 * The only place pages are guarded: the router wraps them in this. Pages that need
 * a stored token (spec §6): without one, to /auth/entrar. With `admin`, a signed-in
 * client is sent to the home page (the API refuses them too).
 */
export function RequireSession({ admin = false }: { admin?: boolean }) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const state: TLoginRedirectState = { from: location.pathname + location.search };
    return <Navigate to={PATHS.login()} replace state={state} />;
  }
  if (admin && session.user.type !== 'admin') return <Navigate to={PATHS.home()} replace />;
  return <Outlet />;
}
