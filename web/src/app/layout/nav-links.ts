import {
  IconSalad,
  IconShieldLock,
  IconSettings,
  IconShoppingBag,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';
import { PATHS } from '@contract/pages';

/** The public sections, in the order the top bar and the footer show them (spec §2). */
export const PUBLIC_LINKS = [
  { to: PATHS.home(), label: 'Inicio' },
  { to: PATHS.about(), label: 'Quien Soy' },
  { to: PATHS.onlinePlans(), label: 'Planes a distancia' },
  { to: PATHS.ebooks(), label: 'Ebooks' },
  { to: PATHS.inPerson(), label: 'Turnos Presenciales' },
  { to: PATHS.contact(), label: 'Contacto' },
] as const;

export const LEGAL_LINKS = [
  { to: PATHS.terms(), label: 'Términos y condiciones' },
  { to: PATHS.privacy(), label: 'Políticas de privacidad' },
] as const;

export interface AccountLink {
  to: string;
  label: string;
  icon: Icon;
  /** Only in the phone's menu: the desktop bar has no room, and Mi perfil links to it. */
  menuOnly?: boolean;
}

/**
 * The signed-in person's buttons (spec §2); Administración only for admins; 'Mi plan
 * alimentario' first for a client who has one, one tap from anywhere (issue 32); 'Mis datos'
 * (issue 33) in the phone's menu.
 */
export function accountLinks(
  user: { _id: string; type: string },
  hasMealPlan = false,
): AccountLink[] {
  return [
    ...(hasMealPlan
      ? [{ to: PATHS.myMealPlans(user._id), label: 'Mi plan alimentario', icon: IconSalad }]
      : []),
    { to: PATHS.profile(user._id), label: 'Mi Perfil', icon: IconUserCircle },
    { to: PATHS.purchases(user._id), label: 'Mis Compras', icon: IconShoppingBag },
    { to: PATHS.myData(), label: 'Mis datos', icon: IconShieldLock, menuOnly: true },
    ...(user.type === 'admin'
      ? [{ to: PATHS.admin(), label: 'Administración', icon: IconSettings }]
      : []),
  ];
}
