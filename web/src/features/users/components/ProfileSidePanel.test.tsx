import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@web/test/render';
import { makeUser } from '@web/test/users';
import { ProfileSidePanel } from './ProfileSidePanel';

const user = makeUser({ _id: 'u1', activePlan: 'Plan Online', paymentState: 'Pago' });

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
