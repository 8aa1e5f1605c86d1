import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderUi } from '@web/test/render';
import { Carousel } from './Carousel';

/*
 * jsdom lays nothing out, and Embla measures offsets: each slide is as wide as the row
 * (one per view, 300 px), placed one after the other; and it reads the last slide's
 * margin, which jsdom knows only from a style sheet.
 */
const WIDTH = 300;
const measured = ['offsetWidth', 'offsetHeight', 'offsetLeft'] as const;
const original = measured.map((k) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, k));
const sheet = document.createElement('style');
sheet.textContent = '[aria-roledescription="diapositiva"] { margin: 0px; }';
beforeAll(() => {
  document.head.append(sheet);
  const define = (key: (typeof measured)[number], get: (el: HTMLElement) => number) =>
    Object.defineProperty(HTMLElement.prototype, key, {
      configurable: true,
      get(this: HTMLElement) {
        return get(this);
      },
    });
  define('offsetWidth', () => WIDTH);
  define('offsetHeight', () => 200);
  define('offsetLeft', (el) =>
    el.getAttribute('aria-roledescription') === 'diapositiva' && el.parentElement
      ? Array.from(el.parentElement.children).indexOf(el) * WIDTH
      : 0,
  );
});
afterAll(() => {
  sheet.remove();
  measured.forEach((k, i) => {
    const d = original[i];
    if (d) Object.defineProperty(HTMLElement.prototype, k, d);
  });
});

const images = ['uno', 'dos', 'tres'].map((n) => (
  <img key={n} src={`/${n}.png`} alt={`Tarta ${n}`} />
));

describe('Carousel', () => {
  it('stands still in place while its code loads, then moves with Spanish buttons and the arrow keys', async () => {
    renderUi(
      <Carousel
        label="Imágenes de Tarta"
        autoplay={false}
        loop={false}
        controlLabels={['Imagen anterior', 'Imagen siguiente']}
      >
        {images}
      </Carousel>,
    );
    // The stand-in: the named region and its slides, no buttons yet.
    const region = screen.getByRole('region', { name: 'Imágenes de Tarta' });
    expect(
      within(region)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-label')),
    ).toEqual(['1 de 3', '2 de 3', '3 de 3']);
    expect(within(region).queryByRole('button')).toBeNull();

    const next = await screen.findByRole('button', { name: 'Imagen siguiente' });
    const previous = screen.getByRole('button', { name: 'Imagen anterior' });
    const carousel = screen.getByRole('region', { name: 'Imágenes de Tarta' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carrusel');
    expect(within(carousel).getAllByRole('group')).toHaveLength(3);
    // One region: Mantine's own (English 'carousel') is only a box inside ours.
    expect(screen.getAllByRole('region')).toHaveLength(1);
    await waitFor(() => expect(next.hasAttribute('disabled')).toBe(false));
    expect(previous.hasAttribute('disabled')).toBe(true);

    fireEvent.click(next);
    await waitFor(() => expect(previous.hasAttribute('disabled')).toBe(false));
    fireEvent.click(next);
    // Without loop, the last image is the end.
    await waitFor(() => expect(next.hasAttribute('disabled')).toBe(true));

    // The arrow keys, on a slide: back one.
    fireEvent.keyDown(within(carousel).getAllByRole('group')[2]!, { key: 'ArrowLeft' });
    await waitFor(() => expect(next.hasAttribute('disabled')).toBe(false));
  });

  it("goes round from the last to the first with loop, and says 'Anterior'/'Siguiente' by default", async () => {
    renderUi(
      <Carousel label="Planes" autoplay={false}>
        {images}
      </Carousel>,
    );
    const next = await screen.findByRole('button', { name: 'Siguiente' });
    const previous = screen.getByRole('button', { name: 'Anterior' });
    await waitFor(() => expect(next.hasAttribute('disabled')).toBe(false));
    // At the first stop, 'Anterior' goes to the last one, and 'Siguiente' from there to the first.
    expect(previous.hasAttribute('disabled')).toBe(false);
    // How far Embla has moved the row (it glides there: close is there).
    const row = screen.getAllByRole('group')[0]!.parentElement!;
    const shift = () => Number(/translate3d\((-?[\d.]+)px/.exec(row.style.transform)?.[1] ?? 0);
    fireEvent.click(previous);
    await waitFor(() => expect(shift()).toBeLessThan(-590));
    expect(next.hasAttribute('disabled')).toBe(false);
    fireEvent.click(next);
    await waitFor(() => expect(shift()).toBeGreaterThan(-10));
  });

  it('offers a pause for autoplay, and nothing to press while placeholders show', async () => {
    renderUi(
      <Carousel label="Recetas" busy>
        {images}
      </Carousel>,
    );
    const pause = await screen.findByRole('button', { name: 'Pausar el carrusel' });
    expect(pause.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Siguiente' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('region', { name: 'Recetas' }).getAttribute('aria-busy')).toBe('true');
  });
});
