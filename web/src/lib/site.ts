import { PAGE_META, SITE_NAME } from '@contract/pages';

/**
 * The business's public details. The contact e-mail and social links come from the
 * server's configuration (CONTACT_EMAIL, INSTAGRAM_URL, FACEBOOK_URL), written into the
 * page as JSON; the rest is the brand. The server renderer reads the same object from
 * `globalThis.__SITE_CONFIG__`, set before it loads this module, so the footer it renders
 * is the one the browser hydrates. WhatsApp is not here: her chat is the practice's
 * (`usePractice().data.whatsappUrl`: the number she wrote in Editar Web, else WHATSAPP_URL).
 */
export interface SiteConfig {
  contactEmail: string;
  instagram: string | null;
  facebook: string | null;
}

function readConfig(): SiteConfig {
  const fallback: SiteConfig = {
    contactEmail: 'contacto@nutricion.uy',
    instagram: null,
    facebook: null,
  };
  if (typeof document === 'undefined') {
    const server = (globalThis as { __SITE_CONFIG__?: Partial<SiteConfig> }).__SITE_CONFIG__;
    return { ...fallback, ...server };
  }
  const el = document.getElementById('site-config');
  try {
    return el?.textContent
      ? { ...fallback, ...(JSON.parse(el.textContent) as Partial<SiteConfig>) }
      : fallback;
  } catch {
    return fallback;
  }
}

const config = readConfig();

/** '@cuenta' from an Instagram URL: what a person reads. */
function pathHandle(url: string, prefix: string): string {
  const path = url.replace(/^https?:\/\/[^/]+\/?/, '').replace(/\/$/, '');
  return path ? `${prefix}${path}` : url;
}

export type SocialNetwork = 'instagram' | 'facebook';
export interface SocialLink {
  network: SocialNetwork;
  label: string;
  handle: string;
  url: string;
}

/** Only the networks the business configured, in the order they are shown. */
export const SOCIAL_LINKS: SocialLink[] = [
  config.instagram && {
    network: 'instagram' as const,
    label: 'Instagram',
    handle: pathHandle(config.instagram, '@'),
    url: config.instagram,
  },
  config.facebook && {
    network: 'facebook' as const,
    label: 'Facebook',
    handle: pathHandle(config.facebook, ''),
    url: config.facebook,
  },
].filter((l): l is SocialLink => Boolean(l));

export const SITE = {
  name: SITE_NAME,
  tagline: PAGE_META['/auth/home'].title,
  description: PAGE_META['/auth/home'].description,
  contactEmail: config.contactEmail,
};

export const mailto = (address: string = SITE.contactEmail) => `mailto:${address}`;
