import { and, desc, eq, gte, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { PATHS } from '@contract/pages';
import {
  addDaysInMontevideo,
  montevideoDay,
  montevideoInstant,
  montevideoTime,
} from '@contract/time';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import { sendOnce } from '../../mail/send-once';
import { controlDueMail } from '../../mail/templates';
import { PUSH_TEXTS, type Pusher } from '../push';
import { plans } from '../catalog/catalog.tables';
import { sales } from '../commerce/commerce.tables';
import { users } from '../users/users.tables';

/*
 * 'Es hora de tu control' (issue 30): on a client's next-control date (users'
 * date_next_control: the first control a plan schedules when it is bought, or the date she
 * sets on the profile), the client is told to record it online or to book it in person.
 * It lives here, the top layer, because it reads what three modules keep: the date (users),
 * and whether the plan's controls are online or in person (the plan a sale bought:
 * commerce and catalog). clinical, where controls live, stands below both.
 */

export interface ControlReminderDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  /** Absent in tests that push nothing. */
  push?: Pusher;
}

/** Montevideo hour from which the day's reminders go: a morning mail, not a midnight one. */
export const CONTROL_REMINDER_HOUR = 8;
/**
 * A reminder missed while no server ran still goes this many days after its date (a long
 * weekend down); an older date is past reminding.
 */
export const CONTROL_REMINDER_GRACE_DAYS = 3;

/** A date not yet reminded: never, or the date was set anew since. */
const notRemindedYet = sql`${users.nextControlRemindedFor} is distinct from ${users.dateNextControl}`;

/**
 * Sends every next-control reminder due, each once per date across runs, servers and
 * restarts (mail/send-once.ts: the row is claimed with an UPDATE … RETURNING before the
 * mail goes; a failed send is released and the next run tries again). Resolves with how
 * many were sent; rejects, after trying every due one, if any failed.
 */
export async function sendControlReminders(deps: ControlReminderDeps): Promise<number> {
  const now = deps.clock.now();
  const c = montevideoTime(now);
  const today = montevideoInstant(c.year, c.month, c.day);
  // Today's dates count once its morning came; earlier days' (missed) ones at any hour.
  const until = c.hour >= CONTROL_REMINDER_HOUR ? addDaysInMontevideo(today, 1) : today;
  const since = addDaysInMontevideo(today, -CONTROL_REMINDER_GRACE_DAYS);
  const dueNow = and(
    eq(users.type, 'guest'),
    eq(users.state, 'Activo'),
    gte(users.dateNextControl, since),
    lt(users.dateNextControl, until),
    notRemindedYet,
  );
  const due = await deps.db
    .select({ id: users.id, before: users.nextControlRemindedFor })
    .from(users)
    .where(dueNow);
  let sent = 0;
  const failures: unknown[] = [];
  for (const row of due) {
    try {
      if (await remind(deps, dueNow, row.id, row.before)) sent += 1;
    } catch (err) {
      failures.push(err);
    }
  }
  if (failures.length > 0)
    throw new AggregateError(failures, `${failures.length} control reminder(s) not sent`);
  return sent;
}

/**
 * Claims, sends and settles one client's reminder; true when this call sent it. The claim
 * checks again that it is due (`dueNow`), in the database: a date she changed in between
 * waits for its own day, and of two servers only one sees the row still unclaimed.
 */
async function remind(
  deps: ControlReminderDeps,
  dueNow: SQL | undefined,
  userId: string,
  before: Date | null,
): Promise<boolean> {
  let client: { name: string; email: string; date: Date | null } | undefined;
  return sendOnce(
    async () => {
      [client] = await deps.db
        .update(users)
        .set({ nextControlRemindedFor: sql`${users.dateNextControl}` })
        .where(and(eq(users.id, userId), dueNow))
        .returning({ name: users.name, email: users.email, date: users.dateNextControl });
      return client !== undefined;
    },
    () =>
      deps.db
        .update(users)
        .set({ nextControlRemindedFor: before })
        .where(
          and(
            eq(users.id, userId),
            sql`${users.nextControlRemindedFor} = ${users.dateNextControl}`,
          ),
        ),
    async () => {
      const inPerson = await controlsInPerson(deps.db, userId);
      const site = deps.config.publicUrl;
      await deps.mailer.send(
        controlDueMail(client!.email, client!.name, {
          day: montevideoDay(client!.date!),
          inPerson,
          url: `${site}${inPerson ? PATHS.scheduleControl(userId) : PATHS.newControl(userId)}`,
        }),
      );
      // Once per date she set: a new date is a new reminder.
      await deps.push?.toUsers(
        [userId],
        `control:${userId}:${montevideoDay(client!.date!)}`,
        PUSH_TEXTS.controlDue(inPerson, userId),
      );
    },
  );
}

/**
 * Whether the client's controls are in person: the latest plan with controls they bought
 * (and kept) says 'Controles Presenciales'. Otherwise (online, or no such plan: a date she
 * set by hand) they are recorded on the site.
 */
async function controlsInPerson(db: Db, userId: string): Promise<boolean> {
  const [latest] = await db
    .select({ typeQueries: plans.typeQueries })
    .from(sales)
    .innerJoin(plans, eq(plans.id, sales.productoId))
    .where(
      and(
        eq(sales.userId, userId),
        eq(sales.productKind, 'plan'),
        isNull(sales.refundedAt),
        eq(sales.refundDue, false),
        // An ebook (a plan without controls) bought later says nothing of them.
        ne(plans.typeQueries, 'no tiene'),
      ),
    )
    .orderBy(desc(sales.createdAt))
    .limit(1);
  return latest?.typeQueries === 'Controles Presenciales';
}
