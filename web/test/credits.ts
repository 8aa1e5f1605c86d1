import type { TCreditLot, TPack } from '@contract/credits';

/** A pack's credits as GET creditos answers them: 2 of 3 left, expiring on 15 March. */
export const makeCreditLot = (over: Partial<TCreditLot> = {}): TCreditLot => ({
  purchaseId: 'p1',
  producto: 'Pack de 3 controles',
  total: 3,
  quedan: 2,
  vencidos: 0,
  reembolsados: 0,
  vencen: '2026-03-15',
  compradoEl: '2026-01-10T15:00:00.000Z',
  ...over,
});

/** One of her packs as GET packs answers it: 3 controls for $U 2.700, 90 days, 3 cuotas. */
export const makePack = (over: Partial<TPack> = {}): TPack => ({
  _id: 'k1',
  title: 'Pack de 3 controles',
  creditos: 3,
  costPesos: '2700.00',
  validezDias: 90,
  iva: 'basico',
  cuotas: 3,
  activo: true,
  ...over,
});
