import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import { OBJECTIVES } from '@contract/clinical';
import type { TEnergyMethod, TTargetProposal, ZTargetRecordSchema } from '@contract/meal-plans';
import { proposeTarget } from '@contract/nutrition';
import { USERS_MSG, ageOf } from '@contract/users';
import { notFound } from '../../http/http-error';
import { anamneses, controls } from '../clinical/clinical.tables';
import { users } from '../users/users.tables';
import type { MealPlansDeps } from './meal-plan-store';

/** The energy target the builder proposes, from the client's record. */

const numberOrNull = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? null : Number(v);

/**
 * The proposed daily target for a client: the user's sex and age (from the birth date when
 * there is one), the latest control that has both weight and height, and the anamnesis's
 * sport and objective, through the one arithmetic (contract/nutrition.ts).
 */
export async function proposeTargetFor(
  deps: Pick<MealPlansDeps, 'db' | 'clock'>,
  userId: string,
  method: TEnergyMethod,
): Promise<TTargetProposal> {
  const [user] = await deps.db
    .select({ age: users.age, birthDate: users.birthDate, gender: users.gender })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound(USERS_MSG.notFound);
  const [control] = await deps.db
    .select({ peso: controls.peso, talla: controls.talla, at: controls.createdAt })
    .from(controls)
    .where(and(eq(controls.userId, userId), isNotNull(controls.peso), isNotNull(controls.talla)))
    .orderBy(desc(controls.createdAt), desc(controls.id))
    .limit(1);
  const [anamnesis] = await deps.db
    .select({
      sportsDays: anamneses.sportsDays,
      sportsHours: anamneses.sportsHours,
      physicalActivity: anamneses.physicalActivity,
      objectives: anamneses.objectives,
    })
    .from(anamneses)
    .where(eq(anamneses.userId, userId));
  const objective = OBJECTIVES.find((o) => o === anamnesis?.objectives) ?? null;
  const inputs = {
    sex: user.gender,
    age: ageOf(user, deps.clock.now()),
    birthDate: user.birthDate,
    heightCm: numberOrNull(control?.talla),
    weightKg: numberOrNull(control?.peso),
    measuredAt: control?.at.toISOString() ?? null,
    sportsDays: numberOrNull(anamnesis?.sportsDays),
    sportsHours: anamnesis?.sportsHours ?? null,
    physicalActivity: anamnesis?.physicalActivity ?? null,
    objective,
  };
  return { method, inputs, ...proposeTarget(inputs, { method }) };
}

/** Said on the control her typed weight and height make, so the record tells where it came from. */
export const TARGET_CONTROL_NOTE = 'Peso y talla cargados por la nutricionista al armar el plan';

/**
 * What she types in the builder where the proposal lacks it, saved where it lives (issue
 * 31): birth date and sex on the user, as the profile and the anamnesis save them; weight
 * and height as an in-person control of now, which she alone records and edits, with a note
 * saying so. A control, not fields on the user: weight changes, and every measure of the
 * record lives on a dated control (the progress chart and the target both read them). It is
 * not the scheduled control, so the next-control date stays; she has seen it, so it is not
 * news in 'Hoy'. One transaction: all of it is saved or none.
 */
export async function recordTargetInputs(
  deps: Pick<MealPlansDeps, 'db' | 'clock'>,
  userId: string,
  input: z.output<typeof ZTargetRecordSchema>,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ birthDate: input.birthDate, gender: input.gender, updatedAt: now })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (!user) throw notFound(USERS_MSG.notFound);
    if (input.talla !== null && input.peso !== null)
      await tx.insert(controls).values({
        userId,
        typo: 'Offline',
        talla: String(input.talla),
        peso: String(input.peso),
        notas: TARGET_CONTROL_NOTE,
        seenAt: now,
        createdAt: now,
        updatedAt: now,
      });
  });
}
