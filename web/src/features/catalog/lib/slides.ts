import type { TSlider } from '@contract/catalog';

export interface Slide {
  image: string;
  /** Where the image leads: an internal path ('/auth/...') or an outside URL; null for none. */
  href: string | null;
  label: string;
}

const list = (csv: string) => csv.split(',').map((s) => s.trim());

/** What a person reads for a link: '/auth/planes-a-distancia' -> 'Planes a distancia'. */
function destination(href: string): string {
  if (href.startsWith('/')) {
    const last = href.split(/[?#]/)[0]!.split('/').filter(Boolean).pop() ?? '';
    const words = decodeURIComponent(last).replace(/[-_]+/g, ' ').trim();
    return words ? words[0]!.toUpperCase() + words.slice(1) : 'Inicio';
  }
  try {
    return new URL(href).hostname.replace(/^www\./, '');
  } catch {
    return href;
  }
}

/**
 * Image i links to link i (spec §2). Pairs are made before empty or 'undefined'
 * names are dropped, so a bad image never shifts the links of the next ones.
 */
export function slidesOf(slider: TSlider): Slide[] {
  const links = list(slider.links);
  const images = list(slider.avatar);
  return images.flatMap((image, i) => {
    if (!image || image === 'undefined' || image === 'null') return [];
    const href = links[i] || null;
    const label = href
      ? `Ver ${destination(href)}`
      : slider.description || slider.title || `Imagen ${i + 1} de la portada`;
    return [{ image, href, label }];
  });
}

export const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');
