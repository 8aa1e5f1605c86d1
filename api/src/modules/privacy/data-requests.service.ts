import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import {
  LEGAL_ANSWER_BUSINESS_DAYS,
  PRIVACY_MSG,
  type TDataRequest,
  type TDataRequestAnswer,
  type TDataRequestCreate,
  type TPendingDataRequest,
  ZDataRequestAnswerSchema,
} from '@contract/privacy';
import { PATHS } from '@contract/pages';
import { addBusinessDays, blockedByDefault, businessDaysUntil } from '@contract/time';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { SQLSTATE, sqlState } from '../../db/sql-errors';
import { badRequest, conflict, notFound } from '../../http/http-error';
import type { Mailer } from '../../mail/mailer';
import { correctionDoneMail, dataRequestNoticeMail } from '../../mail/templates';
import { sendNotice } from '../practice';
import { deleteUser, type AfterErase, type UserRegistry } from '../users';
import type { Storage } from '../../media/storage';
import { users, type UserRow } from '../users/users.tables';
import { dataRequests, type DataRequestRow } from './privacy.tables';

export interface PrivacyDeps {
  db: Db;
  clock: Clock;
  storage: Storage;
  mailer: Mailer;
  userRegistry: UserRegistry;
  config: Pick<Config, 'publicUrl' | 'notifyEmail'>;
}

/**
 * The law's five business days are the country's (weekends and national holidays), not
 * her calendar: her vacation does not move a legal deadline.
 */
const dueDayFrom = (now: Date) =>
  addBusinessDays(now, LEGAL_ANSWER_BUSINESS_DAYS, blockedByDefault);

export function toApiRequest(r: DataRequestRow): TDataRequest {
  return {
    _id: r.id,
    kind: r.kind,
    detail: r.detail,
    requestedAt: r.requestedAt.toISOString(),
    dueDay: r.dueDay,
    answeredAt: r.answeredAt?.toISOString() ?? null,
    answer: r.answer,
  };
}

/** A person's requests, newest first. */
export async function requestsOf(db: Db, userId: string): Promise<TDataRequest[]> {
  const rows = await db
    .select()
    .from(dataRequests)
    .where(eq(dataRequests.userId, userId))
    .orderBy(desc(dataRequests.requestedAt));
  return rows.map(toApiRequest);
}

/**
 * Records a client's request (one pending of each kind: a second tap is refused, the
 * partial unique index deciding between two at once) and tells her.
 */
export async function createRequest(
  deps: PrivacyDeps,
  me: UserRow,
  body: Required<TDataRequestCreate>,
): Promise<{ request: TDataRequest; notify: AfterErase }> {
  if (me.type === 'admin') throw conflict(PRIVACY_MSG.onlyClients);
  const now = deps.clock.now();
  let row: DataRequestRow | undefined;
  try {
    [row] = await deps.db
      .insert(dataRequests)
      .values({
        userId: me.id,
        kind: body.kind,
        detail: body.detail,
        requestedAt: now,
        dueDay: dueDayFrom(now),
      })
      .returning();
  } catch (err) {
    if (sqlState(err) === SQLSTATE.uniqueViolation) throw conflict(PRIVACY_MSG.alreadyPending);
    throw err;
  }
  const request = toApiRequest(row!);
  const notify = () =>
    sendNotice(deps, (to) =>
      dataRequestNoticeMail(
        to,
        { name: me.name, email: me.email },
        {
          kind: body.kind,
          dueDay: request.dueDay,
          url: `${deps.config.publicUrl}${PATHS.admin('hoy')}`,
        },
      ),
    );
  return { request, notify };
}

/** Who made a request (for owner-or-admin): null when there is none or its person is gone. */
export async function requestOwner(db: Db, id: string): Promise<string | null> {
  const [r] = await db
    .select({ userId: dataRequests.userId })
    .from(dataRequests)
    .where(eq(dataRequests.id, id));
  return r?.userId ?? null;
}

/** A request still unanswered is withdrawn (it goes); an answered one stays as it was. */
export async function withdrawRequest(deps: Pick<PrivacyDeps, 'db'>, id: string): Promise<void> {
  const gone = await deps.db
    .delete(dataRequests)
    .where(and(eq(dataRequests.id, id), isNull(dataRequests.answeredAt)))
    .returning({ id: dataRequests.id });
  if (gone.length === 0) throw conflict(PRIVACY_MSG.alreadyAnswered);
}

/** Every unanswered request, the one due soonest first, with whose it is. */
export async function pendingRequests(
  deps: Pick<PrivacyDeps, 'db' | 'clock'>,
): Promise<TPendingDataRequest[]> {
  const now = deps.clock.now();
  const rows = await deps.db
    .select({ r: dataRequests, name: users.name, email: users.email })
    .from(dataRequests)
    .innerJoin(users, eq(users.id, dataRequests.userId))
    .where(isNull(dataRequests.answeredAt))
    .orderBy(asc(dataRequests.dueDay), asc(dataRequests.requestedAt));
  return rows.map(({ r, name, email }) => ({
    ...toApiRequest(r),
    userId: r.userId!,
    name,
    email,
    daysLeft: businessDaysUntil(now, r.dueDay, blockedByDefault),
  }));
}

/**
 * Her answer to a pending request. A deletion erases the person through the registry
 * (as Usuarios does): the privacy module's own part of that erasure marks the request
 * answered and owes the outcome mail (privacy.personal-data.ts). A correction is marked
 * made, and the client told what changed.
 */
export async function answerRequest(
  deps: PrivacyDeps,
  me: UserRow,
  id: string,
  body: TDataRequestAnswer,
): Promise<{ message: string; after: AfterErase[] }> {
  const answer = ZDataRequestAnswerSchema.parse(body);
  const [found] = await deps.db
    .select({ r: dataRequests, name: users.name, email: users.email })
    .from(dataRequests)
    .innerJoin(users, eq(users.id, dataRequests.userId))
    .where(eq(dataRequests.id, id));
  if (!found) throw notFound(PRIVACY_MSG.notFound);
  const { r } = found;
  if (r.answeredAt) throw conflict(PRIVACY_MSG.alreadyAnswered);
  const expected = r.kind === 'baja' ? 'eliminar' : 'corregido';
  if (answer.action !== expected) throw badRequest(PRIVACY_MSG.wrongAction);

  if (answer.action === 'eliminar') {
    const after = await deleteUser(deps, me, r.userId!, !answer.eraseClinicalRecord);
    return { message: PRIVACY_MSG.erased, after };
  }
  const answered = await deps.db
    .update(dataRequests)
    .set({ answeredAt: deps.clock.now(), answer: answer.note })
    .where(and(eq(dataRequests.id, id), isNull(dataRequests.answeredAt)))
    .returning({ id: dataRequests.id });
  if (answered.length === 0) throw conflict(PRIVACY_MSG.alreadyAnswered);
  const url = `${deps.config.publicUrl}${PATHS.myData()}`;
  const mail = () =>
    deps.mailer.send(correctionDoneMail(found.email, found.name, answer.note, url));
  return { message: PRIVACY_MSG.corrected, after: [mail] };
}
