import {
  IconSalad,
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
}

/**
 * The signed-in person's buttons (spec §2); Administración only for admins; 'Mi plan
 * alimentario' first for a client who has one, one tap from anywhere (issue 32).
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
    ...(user.type === 'admin'
      ? [{ to: PATHS.admin(), label: 'Administración', icon: IconSettings }]
      : []),
  ];
}
