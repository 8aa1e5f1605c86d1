import type { FormEventHandler, ReactNode } from 'react';
import { useHydrating } from '@web/lib/use-hydrating';
import classes from './AuthCard.module.css';

/**
 * An account form. Its page is rendered on the server, so it shows at once on a slow
 * phone; the form stays closed (a disabled fieldset) until the page's scripts run: typed
 * before, a password would be lost, or sent in the address by the browser's own submit.
 */
export function AuthForm({
  onSubmit,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const hydrating = useHydrating();
  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset disabled={hydrating} className={classes.fieldset}>
        {children}
      </fieldset>
    </form>
  );
}
