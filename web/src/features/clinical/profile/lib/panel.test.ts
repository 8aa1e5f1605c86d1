import { describe, expect, it } from 'vitest';
import type { TUser } from '@contract/users';
import { accessText, showsClinicalPanel } from './panel';

const user = (over: Partial<TUser> = {}): TUser => ({
  _id: 'client',
  name: 'Ana',
  email: 'ana@x.uy',
  type: 'guest',
  state: 'Activo',
  avatar: '',
  age: null,
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
const admin = user({ _id: 'admin', type: 'admin', name: 'Nutri' });

describe('showsClinicalPanel', () => {
  it("shows the admin every client's panel, but none on an admin's profile", () => {
    expect(showsClinicalPanel(user(), admin)).toBe(true);
    expect(showsClinicalPanel(admin, admin)).toBe(false);
  });

  it('shows a client their own panel once they have a plan or records', () => {
    expect(showsClinicalPanel(user(), user())).toBe(false);
    expect(showsClinicalPanel(user({ activePlan: 'Plan Online' }), user())).toBe(true);
    expect(showsClinicalPanel(user({ firstControlCompleted: true }), user())).toBe(true);
    expect(showsClinicalPanel(user({ anamnesisCompleted: true }), user())).toBe(true);
  });

  it("never shows a client someone else's panel", () => {
    expect(
      showsClinicalPanel(user({ _id: 'other', activePlan: 'Plan' }), user({ activePlan: 'Plan' })),
    ).toBe(false);
  });
});

describe('accessText', () => {
  it('says who read what', () => {
    expect(accessText({ at: '', adminName: 'Nutri', what: 'anamnesis' })).toBe(
      'Nutri leyó la anamnesis',
    );
    expect(accessText({ at: '', adminName: 'Nutri', what: 'controles' })).toBe(
      'Nutri vio la lista de controles',
    );
    expect(accessText({ at: '', adminName: 'Nutri', what: 'otra cosa' })).toBe(
      'Nutri consultó otra cosa',
    );
  });
});
