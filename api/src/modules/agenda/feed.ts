import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import { createEvents, type EventAttributes } from 'ics';
import { FEED_TEXT, type TFeedStatus } from '@contract/agenda';
import { DAY_MS } from '@contract/calendar-day';
import { PATHS } from '@contract/pages';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { hashToken, newToken } from '../auth';
import { getPractice } from '../practice';
import { users } from '../users/users.tables';
import { agendaSettings, calendarEvents } from './agenda.tables';
import { icsUid } from './ics';

export interface FeedDeps {
  db: Db;
  clock: Clock;
  config: Config;
}

/** What the feed holds: the last 30 days and the next 180 (issue 20). */
export const FEED_RANGE_DAYS = { past: 30, ahead: 180 } as const;

/** The URL her phone's calendar subscribes to, for a token. */
export const feedUrl = (config: Config, token: string) =>
  `${config.publicUrl}/api/agenda.ics?token=${encodeURIComponent(token)}`;

/**
 * POST agenda/feed-token: a new random token (32 bytes, base64url) replaces the old one;
 * only its hash is stored (as session tokens are: auth/tokens.ts), so the old link stops
 * working at once and the new one is shown this once.
 */
export async function rotateFeedToken(deps: FeedDeps): Promise<{ token: string; url: string }> {
  const { token, hash } = newToken();
  const now = deps.clock.now();
  await deps.db
    .insert(agendaSettings)
    .values({ id: 1, feedTokenHash: hash, updatedAt: now })
    .onConflictDoUpdate({
      target: agendaSettings.id,
      set: { feedTokenHash: hash, updatedAt: now },
    });
  return { token, url: feedUrl(deps.config, token) };
}

/** GET agenda/feed-token: whether a feed link exists; never the token (only its hash is kept). */
export async function feedStatus(db: Db): Promise<TFeedStatus> {
  const [row] = await db
    .select({ hash: agendaSettings.feedTokenHash })
    .from(agendaSettings)
    .where(eq(agendaSettings.id, 1));
  return { exists: Boolean(row?.hash) };
}

/**
 * Whether `token` opens the feed: looked up by its hash (a SHA-256 of 256 random bits),
 * so no comparison of the secret itself leaks its length or prefix through timing.
 */
export async function feedTokenValid(db: Db, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const [row] = await db
    .select({ id: agendaSettings.id })
    .from(agendaSettings)
    .where(eq(agendaSettings.feedTokenHash, hashToken(token)));
  return row !== undefined;
}

/**
 * GET agenda.ics: her live appointments of the last 30 and next 180 days as iCalendar.
 * Times are UTC instants ('Z'), so every calendar shows them at the Montevideo hour; the
 * UID is the one of the appointment's e-mails (ics.ts) and SEQUENCE its current one, so a
 * phone that imported an e-mail's .ics and subscribes to this sees one event, not two.
 */
export async function agendaFeed(deps: FeedDeps): Promise<string> {
  const now = deps.clock.now().getTime();
  const from = new Date(now - FEED_RANGE_DAYS.past * DAY_MS);
  const to = new Date(now + FEED_RANGE_DAYS.ahead * DAY_MS);
  const rows = await deps.db
    .select({
      id: calendarEvents.id,
      title: calendarEvents.title,
      email: calendarEvents.email,
      description: calendarEvents.description,
      start: calendarEvents.start,
      end: calendarEvents.end,
      sequence: calendarEvents.sequence,
      userId: calendarEvents.userId,
      name: users.name,
      userEmail: users.email,
    })
    .from(calendarEvents)
    .leftJoin(users, eq(users.id, calendarEvents.userId))
    .where(
      and(
        isNull(calendarEvents.cancelledAt),
        lt(calendarEvents.start, to),
        gt(calendarEvents.end, from),
      ),
    )
    .orderBy(asc(calendarEvents.start));
  const address = (await getPractice(deps.db)).address.trim();
  const site = deps.config.publicUrl;
  const events: EventAttributes[] = rows.map((e) => {
    const email = e.email || e.userEmail || '';
    const record = e.userId ? `${site}${PATHS.profile(e.userId)}` : '';
    const lines = [
      ...(e.name ? [`${FEED_TEXT.client}: ${e.name}`] : []),
      ...(email ? [`${FEED_TEXT.email}: ${email}`] : []),
      ...(address ? [`${FEED_TEXT.place}: ${address}`] : []),
      ...(record ? [`${FEED_TEXT.record}: ${record}`] : []),
      ...(e.description ? [`${FEED_TEXT.note}: ${e.description}`] : []),
    ];
    return {
      uid: icsUid(e.id),
      sequence: e.sequence,
      start: e.start.getTime(),
      startInputType: 'utc',
      startOutputType: 'utc',
      end: e.end.getTime(),
      endInputType: 'utc',
      endOutputType: 'utc',
      title: e.name ? `${FEED_TEXT.appointment}: ${e.name}` : e.title || FEED_TEXT.appointment,
      description: lines.join('\n'),
      status: 'CONFIRMED',
      ...(address && { location: address }),
      ...(record && { url: record }),
    };
  });
  const { error, value } = createEvents(events, {
    productId: 'nutricion/agenda',
    method: 'PUBLISH',
    calName: FEED_TEXT.calendar,
  });
  if (error || !value) throw error ?? new Error('ics: no calendar');
  return value;
}
