import { lazy } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/use-session';

// Rarely shown, and its text comes with the contract's zod module: load it only when needed.
const Forbidden = lazy(() => import('./Forbidden'));

/** Where the login page was asked from, so it can say why. */
export interface TLoginRedirectState {
  from?: string;
}

/**
 * Pages that need a stored token (spec §6): without one, to /auth/entrar. With
 * `admin`, a signed-in client sees a polite refusal (the API refuses them too).
 */
export function RequireSession({ admin = false }: { admin?: boolean }) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const state: TLoginRedirectState = { from: location.pathname + location.search };
    return <Navigate to="/auth/entrar" replace state={state} />;
  }
  if (admin && session.user.type !== 'admin') return <Forbidden />;
  return <Outlet />;
}
