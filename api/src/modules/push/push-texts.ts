import { formatInMontevideo } from '@contract/time';
import { PATHS } from '@contract/pages';
import type { PushMessage } from './push.service';

const HOUR_S = 3600;

/**
 * Every push the app sends, in one place, as a lock screen may show it (DECISIONS §15):
 * what happened and the page it opens, never what a message, a control or an anamnesis
 * says. Each names its subject in `tag`, so a newer push of the same subject replaces
 * the older one on the phone.
 */
export const PUSH_TEXTS = {
  /** The 24-hour and 2-hour reminders: kept by the push service until the appointment. */
  reminder: (kind: '24h' | '2h', start: Date, userId: string, now: Date): PushMessage => ({
    title: kind === '2h' ? 'Tu turno es en dos horas' : 'Mañana tenés turno',
    body: `${formatInMontevideo(start, 'weekdayDate')} a las ${formatInMontevideo(start, 'time')}. Tocá para ver los detalles.`,
    url: PATHS.scheduleControl(userId),
    tag: 'turno',
    ttlSeconds: Math.max(60, Math.floor((start.getTime() - now.getTime()) / 1000)),
  }),
  /** Her message to a client: that it is there, not what it says. */
  messageToClient: (clientId: string, from: string): PushMessage => ({
    title: 'Tenés un mensaje nuevo',
    body: `${from} te escribió. Tocá para leerlo.`,
    url: PATHS.conversation(clientId),
    tag: 'mensajes',
    ttlSeconds: 7 * 24 * HOUR_S,
  }),
  /** Their plan published, or published again after a change. */
  planPublished: (planId: string, first: boolean): PushMessage => ({
    title: first ? 'Tu plan alimentario está listo' : 'Tu plan alimentario se actualizó',
    body: 'Tocá para verlo.',
    url: PATHS.mealPlan(planId),
    tag: `plan-${planId}`,
    ttlSeconds: 7 * 24 * HOUR_S,
  }),
  /** 'Es hora de tu control'. */
  controlDue: (inPerson: boolean, userId: string): PushMessage => ({
    title: 'Es hora de tu control',
    body: inPerson
      ? 'Reservá tu turno para el control.'
      : 'Cargá tu peso y tus medidas: te lleva un minuto.',
    url: inPerson ? PATHS.scheduleControl(userId) : PATHS.newControl(userId),
    tag: 'control',
    ttlSeconds: 3 * 24 * HOUR_S,
  }),
  /** A freed slot held for them (issue 34): kept by the push service until the offer ends. */
  slotOffered: (offerId: string, start: Date, expires: Date, now: Date): PushMessage => ({
    title: 'Se liberó un turno para vos',
    body: `${formatInMontevideo(start, 'weekdayDate')} a las ${formatInMontevideo(start, 'time')}. Reservalo antes de las ${formatInMontevideo(expires, 'time')}.`,
    url: PATHS.slotOffer(offerId),
    tag: 'turno-liberado',
    ttlSeconds: Math.max(60, Math.floor((expires.getTime() - now.getTime()) / 1000)),
  }),
  /** Hers: a booking, a message, a completed anamnesis, a new control. */
  booked: (client: string, start: Date): PushMessage => ({
    title: 'Turno nuevo',
    body: `${client}: ${formatInMontevideo(start, 'weekdayDate')} a las ${formatInMontevideo(start, 'time')}.`,
    url: PATHS.admin('agenda'),
    tag: 'agenda',
    ttlSeconds: 2 * 24 * HOUR_S,
  }),
  messageToHer: (clientId: string, client: string): PushMessage => ({
    title: 'Mensaje nuevo',
    body: `${client} te escribió.`,
    url: PATHS.conversation(clientId),
    tag: `mensajes-${clientId}`,
    ttlSeconds: 7 * 24 * HOUR_S,
  }),
  anamnesisDone: (anamnesisId: string, client: string): PushMessage => ({
    title: 'Anamnesis completa',
    body: `${client} completó su anamnesis.`,
    url: PATHS.anamnesisSummary(anamnesisId),
    tag: `anamnesis-${anamnesisId}`,
    ttlSeconds: 7 * 24 * HOUR_S,
  }),
  controlRecorded: (controlId: string, client: string): PushMessage => ({
    title: 'Control nuevo',
    body: `${client} cargó un control.`,
    url: PATHS.controlDetails(controlId),
    tag: `control-${controlId}`,
    ttlSeconds: 7 * 24 * HOUR_S,
  }),
};
