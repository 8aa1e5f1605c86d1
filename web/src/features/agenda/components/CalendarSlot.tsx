import { Skeleton } from '@mantine/core';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import type { AgendaCalendarProps } from './AgendaCalendar';

const AgendaCalendar = lazy(() => import('./AgendaCalendar'));

/**
 * The calendar, loaded on its own chunk once the page runs in the browser: a
 * server-rendered page (Turnos Presenciales) sends a placeholder of the same height.
 * It mounts in a transition, so React renders its many cells in slices that let the
 * browser breathe: rendered at once, the calendar was one 200-500 ms task on a slow phone
 * right when the page should answer.
 */
export function CalendarSlot(props: AgendaCalendarProps) {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => startTransition(() => setInBrowser(true)), []);
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
