import type { TControl } from '@contract/clinical';

/** A control as the API answers it, for tests: every measure empty unless given. */
export function testControl(over: Partial<TControl> = {}): TControl {
  return {
    _id: 'c1',
    userId: 'u1',
    typo: 'Online',
    avatar: '',
    photos: [],
    talla: null,
    peso: null,
    perimetroCintura: null,
    perimetroCadera: null,
    brazoContraido: null,
    notas: null,
    masaAdiposa: null,
    masaMuscular: null,
    sumade6: null,
    indice: null,
    biceps: null,
    objetivo: null,
    metrics: { bmi: null, waistHip: null, waistHeight: null, bodyFatPct: null },
    createdAt: '2026-11-12T13:00:00.000Z',
    updatedAt: '2026-11-12T13:00:00.000Z',
    ...over,
  };
}
