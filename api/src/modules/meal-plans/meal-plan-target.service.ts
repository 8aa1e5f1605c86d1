import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { OBJECTIVES } from '@contract/clinical';
import type { TEnergyMethod, TTargetProposal } from '@contract/meal-plans';
import { proposeTarget } from '@contract/nutrition';
import { USERS_MSG } from '@contract/users';
import { notFound } from '../../http/http-error';
import { anamneses, controls } from '../clinical/clinical.tables';
import { users } from '../users/users.tables';
import type { MealPlansDeps } from './meal-plan-store';

/** The energy target the builder proposes, from the client's record. */

const numberOrNull = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? null : Number(v);

/**
 * The proposed daily target for a client: the user's sex and age, the latest control that
 * has both weight and height, and the anamnesis's sport and objective, through the one
 * arithmetic (contract/nutrition.ts).
 */
export async function proposeTargetFor(
  deps: Pick<MealPlansDeps, 'db'>,
  userId: string,
  method: TEnergyMethod,
): Promise<TTargetProposal> {
  const [user] = await deps.db
    .select({ age: users.age, gender: users.gender })
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
    age: user.age,
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
