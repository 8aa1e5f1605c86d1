import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TUser } from '@contract/users';
import { renderUi } from '../../../../test/render';
import { ProfileSidePanel } from './ProfileSidePanel';

const user: TUser = {
  _id: 'u1',
  name: 'Ana',
  email: 'ana@x.uy',
  type: 'guest',
  state: 'Activo',
  avatar: '',
  age: null,
  gender: null,
  activePlan: 'Plan Online',
  celPhone: null,
  housePhone: null,
  address: null,
  facebook: null,
  instagrame: null,
  whatsApp: null,
  purchases: [],
  dateNextControl: null,
  paymentState: 'Pago',
  controls: [],
  createdAt: '2026-11-01T12:00:00Z',
  anamnesisCompleted: false,
  firstControlCompleted: false,
};

describe('ProfileSidePanel', () => {
  it('without a clinical slot, shows the anamnesis and controls buttons to a client with a plan', () => {
    renderUi(<ProfileSidePanel user={user} viewerIsAdmin={false} isSelf />);
    expect(screen.getByRole('link', { name: 'Controles' }).getAttribute('href')).toBe(
      '/auth/controles/u1',
    );
  });

  it('renders the clinical slot it is given, which then carries those links', () => {
    renderUi(
      <ProfileSidePanel
        user={user}
        viewerIsAdmin={false}
        isSelf
        clinical={<section aria-label="Panel clínico">contenido</section>}
      />,
    );
    expect(screen.getByRole('region', { name: 'Panel clínico' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Controles' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Próximos controles' })).toBeTruthy();
  });

  it("shows the admin's plan action on someone else's profile only", () => {
    const action = <button type="button">Asignar Plan</button>;
    const { rerender } = renderUi(
      <ProfileSidePanel user={user} viewerIsAdmin isSelf={false} planAction={action} />,
    );
    expect(screen.getByRole('button', { name: 'Asignar Plan' })).toBeTruthy();
    rerender(<ProfileSidePanel user={user} viewerIsAdmin isSelf planAction={action} />);
    expect(screen.queryByRole('button', { name: 'Asignar Plan' })).toBeNull();
    rerender(
      <ProfileSidePanel user={user} viewerIsAdmin={false} isSelf={false} planAction={action} />,
    );
    expect(screen.queryByRole('button', { name: 'Asignar Plan' })).toBeNull();
  });
});
