import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@web/test/render';
import { DeliveryFiles } from './DeliveryFiles';

const file = (name: string, label: string | null) => ({ name, label, url: `/api/x/${name}` });

describe('DeliveryFiles', () => {
  it("names each published plan's PDF by its version, in the API's order (current first), then her uploads", () => {
    renderUi(
      <DeliveryFiles
        files={[
          file('b.pdf', 'Plan alimentario v2 (actual)'),
          file('a.pdf', 'Plan alimentario v1'),
          file('c.pdf', null),
        ]}
      />,
    );
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Plan alimentario v2 (actual)'),
      expect.stringContaining('Plan alimentario v1'),
      expect.stringContaining('Plan personalizado'),
    ]);
    expect(
      screen.getByRole('button', { name: /^Descargar archivo: Plan alimentario v2 \(actual\)/ }),
    ).toBeTruthy();
  });

  it('a delivery of uploads alone reads as before', () => {
    renderUi(<DeliveryFiles files={[file('a.pdf', null), file('b.png', null)]} />);
    expect(screen.getByText('Archivo 1')).toBeTruthy();
    expect(screen.getByText('Archivo 2')).toBeTruthy();
  });
});
