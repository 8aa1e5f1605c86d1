import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@web/test/render';
import { Octagons } from './Octagons';

const CAPTION = 'Orientativo: calculado con la tabla de alimentos, no es un rotulado oficial';
const DECREE = 'Decreto 272/018 (mod. 246/020 y 34/021), vigente desde el 1/2/2021';

const group = () => screen.getByRole('group', { name: 'Octógonos (orientativo)' });
const octagonNames = () =>
  within(group())
    .queryAllByRole('img')
    .map((img) => img.getAttribute('aria-label'));

describe('Octagons', () => {
  it('draws each octagon as an image named by its excess, in the label’s order', () => {
    renderUi(<Octagons octagons={['grasasSaturadas', 'sodio', 'grasas']} size={96} />);
    expect(octagonNames()).toEqual([
      'Exceso de sodio',
      'Exceso de grasas',
      'Exceso de grasas saturadas',
    ]);
    const sodium = screen.getByRole('img', { name: 'Exceso de sodio' });
    expect(sodium.getAttribute('width')).toBe('96');
    expect(sodium.textContent).toBe('EXCESOSODIOMSP');
    expect(screen.getByRole('img', { name: 'Exceso de grasas saturadas' }).textContent).toBe(
      'EXCESOGRASASSATURADASMSP',
    );
    expect(within(group()).getByText(CAPTION)).toBeTruthy();
    expect(screen.queryByText('Sin octógonos')).toBeNull();
    expect(screen.queryByText(DECREE)).toBeNull();
  });

  it('says "Sin octógonos" when there are none, with the same caption', () => {
    renderUi(<Octagons octagons={[]} />);
    expect(octagonNames()).toEqual([]);
    expect(within(group()).getByText('Sin octógonos')).toBeTruthy();
    expect(within(group()).getByText(CAPTION)).toBeTruthy();
  });

  it('names what it could not decide, and then claims no clean result', () => {
    renderUi(
      <Octagons
        octagons={[]}
        undecided={[
          { key: 'sodio', ingredients: ['Queso colonia'] },
          { key: 'grasasSaturadas', ingredients: ['Queso colonia', 'Crema'] },
        ]}
      />,
    );
    expect(
      within(group()).getByText(
        'No pudimos calcular: sodio (faltan datos de Queso colonia); grasas saturadas (faltan datos de Queso colonia, Crema)',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Sin octógonos')).toBeNull();
    expect(within(group()).getByText(CAPTION)).toBeTruthy();
  });

  it('shows the octagons it reached next to the ones it could not decide', () => {
    renderUi(
      <Octagons
        octagons={['azucares']}
        undecided={[{ key: 'sodio', ingredients: ['Queso colonia'] }]}
      />,
    );
    expect(octagonNames()).toEqual(['Exceso de azúcares']);
    expect(
      screen.getByText('No pudimos calcular: sodio (faltan datos de Queso colonia)'),
    ).toBeTruthy();
  });

  it('cites the decree when asked', () => {
    renderUi(<Octagons octagons={['sodio']} showDecree />);
    expect(within(group()).getByText(DECREE)).toBeTruthy();
  });
});
