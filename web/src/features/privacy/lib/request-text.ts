import type { TDataRequest, TDataRequestKind } from '@contract/privacy';
import { formatInMontevideo, montevideoNoon } from '@contract/time';
import { formatDate } from '@web/lib/dates';

/** What each kind of request is called on 'Mis datos'. */
export const REQUEST_KIND_LABELS: Record<TDataRequestKind, string> = {
  baja: 'Baja de la cuenta',
  correccion: 'Corrección de datos',
};

/** A Montevideo day ('YYYY-MM-DD') as a promise is said: 'el lunes 7 de diciembre'. */
export function dueDayText(day: string): string {
  const noon = montevideoNoon(day);
  return noon ? `el ${formatInMontevideo(noon, 'weekdayDayMonth').replace(',', '')}` : day;
}

/**
 * Where a request stands: 'Pendiente · te respondemos hasta el lunes 7 de diciembre', or
 * 'Respondido el 3 de diciembre de 2026'.
 */
export function requestStatus(r: TDataRequest): string {
  return r.answeredAt
    ? `Respondido el ${formatDate(r.answeredAt)}`
    : `Pendiente · te respondemos hasta ${dueDayText(r.dueDay)}`;
}

/** The pending request of one kind, if there is one. */
export const pendingOf = (requests: readonly TDataRequest[], kind: TDataRequestKind) =>
  requests.find((r) => r.kind === kind && !r.answeredAt);

const ACCESS: Record<string, string> = {
  anamnesis: 'leyó tu anamnesis',
  controles: 'vio la lista de tus controles',
  control: 'abrió uno de tus controles',
};

/** 'Laura Méndez leyó tu anamnesis' */
export const accessText = (a: { by: string; what: string }) =>
  `${a.by} ${ACCESS[a.what] ?? `consultó ${a.what}`}`;
