import { describe, expect, it } from 'vitest';
import { purchasedPlanTitle } from './format';

describe('purchasedPlanTitle', () => {
  it("speaks voseo and never says 'plan Plan'", () => {
    expect(purchasedPlanTitle('Descenso de peso')).toBe('Compraste el plan Descenso de peso');
    expect(purchasedPlanTitle('Plan Compra E2E')).toBe('Compraste el Plan Compra E2E');
    expect(purchasedPlanTitle('plan mensual')).toBe('Compraste el plan mensual');
    expect(purchasedPlanTitle('Planificación deportiva')).toBe(
      'Compraste el plan Planificación deportiva',
    );
  });
});
