import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TMealPlan, TMealTick, ZMealTickBodySchema } from '@contract/meal-plans';
import { api } from '@web/lib/api';
import { errorMessage } from '@web/lib/errors';
import { notifyWarning } from '@web/lib/notify';
import { mealPlansKeys } from './keys';

export type TMealTickBody = z.input<typeof ZMealTickBodySchema>;

/** POST /api/planes-alimentarios/{id}/comidas: the client ticks (or unticks) a meal of a day. */
export const tickMeal = (id: string, body: TMealTickBody) =>
  api('POST /planes-alimentarios/:id/comidas', { params: { id }, body });

/** The ticks with one meal of one date ticked or not (one tick per date and meal, as stored). */
export function withTick(ticks: readonly TMealTick[], body: TMealTickBody): TMealTick[] {
  const others = ticks.filter((t) => !(t.date === body.date && t.slot === body.slot));
  return body.done ? [...others, { date: body.date, day: body.day, slot: body.slot }] : others;
}

const tickKey = (id: string) => ['meal-plans', 'tick', id] as const;

/**
 * Ticks a meal at once (optimistic): a client taps 'Hecha' on a phone, often offline for a
 * moment, and should see it done without waiting. A refusal puts back that meal's mark as
 * it was (not the whole list, so another tick on its way is kept) and says why in Spanish.
 */
export function useTickMeal(plan: Pick<TMealPlan, '_id' | 'userId'>) {
  const queryClient = useQueryClient();
  const key = mealPlansKeys.one(plan._id);
  const update = (change: (ticks: TMealTick[]) => TMealTick[]) =>
    queryClient.setQueryData<TMealPlan>(key, (p) => (p ? { ...p, ticks: change(p.ticks) } : p));
  return useMutation({
    mutationKey: tickKey(plan._id),
    mutationFn: (body: TMealTickBody) => tickMeal(plan._id, body),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient
        .getQueryData<TMealPlan>(key)
        ?.ticks.find((t) => t.date === body.date && t.slot === body.slot);
      update((ticks) => withTick(ticks, body));
      return { before };
    },
    onError: (err, body, context) => {
      const before = context?.before;
      update((ticks) =>
        withTick(ticks, before ? { ...before, done: true } : { ...body, done: false }),
      );
      notifyWarning(errorMessage(err, 'No pudimos guardar la marca. Probá de nuevo.'));
    },
    onSuccess: ({ ticks }) => {
      // The server's list is the truth, unless another tick is still on its way (it would undo it).
      if (queryClient.isMutating({ mutationKey: tickKey(plan._id) }) <= 1) update(() => ticks);
    },
    onSettled: () =>
      plan.userId
        ? queryClient.invalidateQueries({ queryKey: mealPlansKeys.adherence(plan.userId) })
        : undefined,
  });
}
