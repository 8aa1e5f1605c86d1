/**
 * The name, title and description of each public page: the server writes them into
 * the HTML (for crawlers and link previews) and the page sets the same ones in the
 * browser, so the tab title never changes after loading.
 */
export const SITE_NAME = 'Nutrición Deportiva';

export interface PageMeta {
  title: string;
  description: string;
}

export const PAGE_META = {
  '/auth/home': {
    title: 'Nutrición deportiva y hábitos saludables',
    description:
      'Planes de nutrición online, ebooks, recetarios y consultas presenciales con licenciada en nutrición en Uruguay.',
  },
  '/auth/quien-soy': {
    title: 'Quien Soy',
    description:
      'Licenciada en nutrición con foco en nutrición deportiva: planes personalizados, consultas y acompañamiento.',
  },
  '/auth/planes-a-distancia': {
    title: 'Planes personalizados online',
    description: 'Planes de alimentación a distancia con controles online.',
  },
  '/auth/ebooks': {
    title: 'Ebooks',
    description: 'Ebooks y guías de alimentación para descargar después del pago.',
  },
  '/auth/turnos-presenciales': {
    title: 'Turnos Presenciales',
    description: 'Consulta de nutrición presencial: reservá tu turno en tres pasos.',
  },
  '/auth/contacto': {
    title: 'Contacto',
    description: 'Escribinos por email, WhatsApp o Instagram.',
  },
  '/auth/terminos-y-condiciones': {
    title: 'Términos y condiciones',
    description:
      'Condiciones de uso del sitio y de compra de planes, ebooks, recetarios y turnos presenciales.',
  },
  '/auth/politicas-de-privacidad': {
    title: 'Políticas de privacidad',
    description:
      'Cómo tratamos tus datos personales según la Ley N° 18.331 de Protección de Datos Personales de Uruguay.',
  },
} as const satisfies Record<string, PageMeta>;

export type PublicPath = keyof typeof PAGE_META;

/** '{page} | {site}', or the site's name alone. */
export const pageTitle = (title?: string) => (title ? `${title} | ${SITE_NAME}` : SITE_NAME);
