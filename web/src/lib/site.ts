/**
 * The business's public details, in one place. The contact address matches the
 * API's CONTACT_EMAIL default; the social links are placeholders until the
 * nutritionist gives us her accounts.
 */
export const SITE = {
  name: 'Nutrición Deportiva',
  tagline: 'Nutrición deportiva y hábitos saludables',
  description:
    'Planes de nutrición online, ebooks, recetarios y consultas presenciales con licenciada en nutrición en Uruguay.',
  contactEmail: 'contacto@nutricion.uy',
  social: {
    instagram: { label: 'Instagram', handle: '@nutricion.uy', url: 'https://www.instagram.com/' },
    whatsapp: { label: 'WhatsApp', handle: '+598 99 000 000', url: 'https://wa.me/59899000000' },
    facebook: {
      label: 'Facebook',
      handle: 'Nutrición Deportiva',
      url: 'https://www.facebook.com/',
    },
  },
} as const;

export const mailto = (address: string = SITE.contactEmail) => `mailto:${address}`;
