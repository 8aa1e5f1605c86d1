import { Navigate, useLocation } from 'react-router';

/** An old address that now lives elsewhere; the query string (e.g. ?id=) travels along. */
export function Redirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
