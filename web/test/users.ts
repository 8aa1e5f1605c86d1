import type { TUser } from '@contract/users';

/** A client as the API answers it (no plan, no records yet); `over` changes what a test needs. */
export const makeUser = (over: Partial<TUser> = {}): TUser => ({
  _id: 'client',
  name: 'Ana',
  email: 'ana@x.uy',
  type: 'guest',
  state: 'Activo',
  avatar: '',
  age: null,
  birthDate: null,
  gender: null,
  activePlan: null,
  celPhone: null,
  housePhone: null,
  address: null,
  facebook: null,
  instagrame: null,
  whatsApp: null,
  purchases: [],
  dateNextControl: null,
  paymentState: 'No pago',
  controls: [],
  createdAt: '2026-11-01T12:00:00Z',
  anamnesisCompleted: false,
  firstControlCompleted: false,
  ...over,
});
