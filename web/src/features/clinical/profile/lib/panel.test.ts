import { describe, expect, it } from 'vitest';
import { makeUser as user } from '@web/test/users';
import { accessText, showsClinicalPanel } from './panel';

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
