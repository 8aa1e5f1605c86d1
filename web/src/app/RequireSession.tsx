import { Navigate, Outlet, useLocation } from 'react-router';
import { PATHS } from '@contract/pages';
import { useSession } from '@web/lib/use-session';

/**
 * The only place pages are guarded: the router wraps them in this. Pages that need
 * a stored token (spec §6): without one, to /auth/entrar?next={this page}, so a link
 * from a mail lands where it pointed once signed in. With `admin`, a signed-in client
 * is sent to the home page (the API refuses them too).
 */
export function RequireSession({ admin = false }: { admin?: boolean }) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const here = location.pathname + location.search + location.hash;
    return <Navigate to={PATHS.login(here)} replace />;
  }
  if (admin && session.user.type !== 'admin') return <Navigate to={PATHS.home()} replace />;
  return <Outlet />;
}
