import { describe, expect, it } from 'vitest';
import { planSteps } from './plan-steps';

const none = { anamnesisCompleted: false, firstControlCompleted: false };

describe('planSteps', () => {
  it("sends a 'Simple' plan to the online anamnesis and any other to the full one", () => {
    expect(planSteps('u1', 'Simple', none)[0]!.to).toBe('/auth/nueva-ficha-anamnesis-online/u1');
    expect(planSteps('u1', 'Extendido', none)[0]!.to).toBe('/auth/nueva-ficha-anamnesis/u1');
  });

  it('the first control is a new online control for the client', () => {
    expect(planSteps('u1', 'Simple', none)[1]).toMatchObject({
      title: 'Completar Primer Control',
      to: '/auth/nueva-ficha-control/u1',
      done: false,
    });
  });

  it("marks each step done from the server's flags", () => {
    const steps = planSteps('u1', 'Simple', {
      anamnesisCompleted: true,
      firstControlCompleted: false,
    });
    expect(steps.map((s) => s.done)).toEqual([true, false]);
  });
});
