import { PATHS } from '@contract/pages';

export interface PlanStep {
  title: string;
  done: boolean;
  /** The form to fill in. */
  to: string;
  doneText: string;
}

/**
 * What a bought plan asks of its client (spec §2 'Purchased plan page'): the anamnesis
 * (the online form when the plan's anamnesis is 'Simple', else the full one) and the
 * first online control. Their files unlock when both are done (spec §4); whether they
 * are is the server's answer about the user (DECISIONS §8).
 */
export function planSteps(
  userId: string,
  planAnamnesis: string,
  user: { anamnesisCompleted: boolean; firstControlCompleted: boolean },
): PlanStep[] {
  return [
    {
      title: 'Completar Anamnesis',
      done: user.anamnesisCompleted,
      to: PATHS.anamnesisFor(planAnamnesis, userId),
      doneText: 'Anamnesis completada',
    },
    {
      title: 'Completar Primer Control',
      done: user.firstControlCompleted,
      to: PATHS.newControl(userId),
      doneText: 'Primer control completado',
    },
  ];
}
