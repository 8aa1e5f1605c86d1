import { IconSettings, IconShoppingBag, IconUserCircle, type Icon } from '@tabler/icons-react';

/** The public sections, in the order the top bar and the footer show them (spec §2). */
export const PUBLIC_LINKS = [
  { to: '/auth/home', label: 'Home' },
  { to: '/auth/quien-soy', label: 'Quien Soy' },
  { to: '/auth/planes-a-distancia', label: 'Planes a distancia' },
  { to: '/auth/ebooks', label: 'Ebooks' },
  { to: '/auth/turnos-presenciales', label: 'Turnos Presenciales' },
  { to: '/auth/contacto', label: 'Contacto' },
] as const;

export const LEGAL_LINKS = [
  { to: '/auth/terminos-y-condiciones', label: 'Términos y condiciones' },
  { to: '/auth/politicas-de-privacidad', label: 'Políticas de privacidad' },
] as const;

export interface AccountLink {
  to: string;
  label: string;
  icon: Icon;
}

/** The signed-in person's buttons (spec §2); Administración only for admins. */
export function accountLinks(user: { _id: string; type: string }): AccountLink[] {
  return [
    { to: `/auth/usuario/${user._id}`, label: 'Mi Perfil', icon: IconUserCircle },
    { to: `/auth/mis-compras/${user._id}`, label: 'Mis Compras', icon: IconShoppingBag },
    ...(user.type === 'admin'
      ? [{ to: '/auth/administracion/', label: 'Administración', icon: IconSettings }]
      : []),
  ];
}
