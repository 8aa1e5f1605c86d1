import { Skeleton } from '@mantine/core';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { AgendaCalendarProps } from './AgendaCalendar';

const AgendaCalendar = lazy(() => import('./AgendaCalendar'));

const never = () => () => undefined;

/**
 * The calendar, loaded on its own chunk once the page runs in the browser: a
 * server-rendered page (Turnos Presenciales) sends a placeholder of the same height.
 */
export function CalendarSlot(props: AgendaCalendarProps) {
  const inBrowser = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  const placeholder = (
    <Skeleton height={560} radius="md" role="status" aria-label="Cargando el calendario" />
  );
  if (!inBrowser) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AgendaCalendar {...props} />
    </Suspense>
  );
}
