import { describe, expect, it } from 'vitest';
import { PATHS } from '@contract/pages';

describe('PATHS: page addresses (spec §2)', () => {
  it('spells the spec addresses, with trailing slashes where the spec has them', () => {
    expect(PATHS.home()).toBe('/auth/home');
    expect(PATHS.plan('p1')).toBe('/auth/planes/p1/');
    expect(PATHS.recipe('r1')).toBe('/auth/recetas/r1/');
    expect(PATHS.tip('t1')).toBe('/auth/tip-detalle/t1/');
    expect(PATHS.productFiles('p1')).toBe('/auth/producto/p1/');
    expect(PATHS.profile()).toBe('/auth/usuario');
    expect(PATHS.profile('u1')).toBe('/auth/usuario/u1');
    expect(PATHS.purchases('u1')).toBe('/auth/mis-compras/u1');
    expect(PATHS.editControl('u1', 'c1')).toBe('/auth/editar-ficha-control/u1/c1');
  });

  it('opens a tab of the back office', () => {
    expect(PATHS.admin()).toBe('/auth/administracion/');
    expect(PATHS.admin('planes')).toBe('/auth/administracion?tab=planes');
  });

  it("gives the router's patterns from the same helpers", () => {
    expect(PATHS.editPlan(':id')).toBe('/auth/plan/:id/');
    expect(PATHS.anamnesis(':id?')).toBe('/auth/nueva-ficha-anamnesis/:id?');
  });
});
