import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '@web/test/render';
import { BuilderStatus, shortDay } from './BuilderStatus';

const PLAN = {
  template: false,
  cliente: { name: 'Ana', email: 'ana@x.uy' },
  userId: 'client',
  publishedVersion: null,
  publishedAt: null,
  unpublishedChanges: false,
};

describe('BuilderStatus: where the plan stands against what the client has (issue 31)', () => {
  beforeEach(() => vi.setSystemTime(new Date('2026-12-03T15:00:00Z')));
  afterEach(() => vi.useRealTimers());

  it('a plan never published is a draft', () => {
    renderUi(<BuilderStatus plan={PLAN} dirty={false} />);
    expect(screen.getByText('Borrador')).toBeTruthy();
    expect(screen.queryByText(/Publicado/)).toBeNull();
    expect(screen.queryByText('Cambios sin publicar')).toBeNull();
    expect(screen.getByText('Todo guardado')).toBeTruthy();
  });

  it("once published: the version and its day in Montevideo, no longer 'Borrador'", () => {
    // 02:30 UTC on the 29th is still the 28th in Montevideo.
    const published = { ...PLAN, publishedVersion: 2, publishedAt: '2026-11-29T02:30:00.000Z' };
    renderUi(<BuilderStatus plan={published} dirty={false} />);
    expect(screen.getByText('Publicado v2 · 28/11')).toBeTruthy();
    expect(screen.queryByText('Borrador')).toBeNull();
    expect(screen.queryByText('Cambios sin publicar')).toBeNull();
  });

  it("after an edit, saved or not yet, 'Cambios sin publicar'", () => {
    const published = { ...PLAN, publishedVersion: 2, publishedAt: '2026-11-28T14:00:00.000Z' };
    const { rerender } = renderUi(
      <BuilderStatus plan={{ ...published, unpublishedChanges: true }} dirty={false} />,
    );
    expect(screen.getByText('Cambios sin publicar')).toBeTruthy();
    rerender(<BuilderStatus plan={published} dirty />);
    expect(screen.getByText('Cambios sin publicar')).toBeTruthy();
    expect(screen.getByText('Cambios sin guardar')).toBeTruthy();
  });

  it('a template has no client and no publication', () => {
    renderUi(<BuilderStatus plan={{ ...PLAN, template: true, cliente: null }} dirty={false} />);
    expect(screen.getByText(/Plantilla/)).toBeTruthy();
    expect(screen.queryByText('Borrador')).toBeNull();
  });

  it('writes the day short, with the year only when it is another one', () => {
    const now = new Date('2026-12-03T15:00:00Z');
    expect(shortDay('2026-11-28T14:00:00.000Z', now)).toBe('28/11');
    expect(shortDay('2025-11-28T14:00:00.000Z', now)).toBe('28/11/2025');
  });
});
