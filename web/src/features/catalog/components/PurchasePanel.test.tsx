import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@web/test/render';
import { PurchasePanel } from './PurchasePanel';

describe('PurchasePanel', () => {
  it("says 'Hasta 3 cuotas' only when the product allows more than one", () => {
    const { unmount } = renderUi(
      <PurchasePanel price="5200.00" cuotas={3} buy={<button>Comprar</button>} />,
    );
    expect(screen.getByText('Hasta 3 cuotas con Mercado Pago').textContent).toBe(
      'Hasta 3 cuotas con Mercado Pago',
    );
    unmount();
    renderUi(<PurchasePanel price="590.00" cuotas={1} buy={<button>Comprar</button>} />);
    expect(screen.queryByText(/cuotas/)).toBeNull();
  });
});
