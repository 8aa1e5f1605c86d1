import type { AdminTab } from '@contract/pages';

/**
 * Each back-office tab's code as its own chunk: the tab she opens is the only one whose
 * code (and whose contract schemas) the phone or laptop downloads and evaluates. All
 * eight in one chunk took 0,2-0,4 s of module evaluation at 4x CPU before Usuarios
 * could draw (scripts/perf/startup-tasks.mjs). The router starts the open tab's chunk
 * with the page's, so the split adds no round trip.
 */
const chunks = {
  hoy: () =>
    import('@web/features/dashboard/admin/components/TodayTab').then((m) => ({
      default: m.TodayTab,
    })),
  usuarios: () =>
    import('@web/features/users/admin/components/UsersTab').then((m) => ({
      default: m.UsersTab,
    })),
  agenda: () =>
    import('@web/features/agenda/admin/components/AgendaTab').then((m) => ({
      default: m.AgendaTab,
    })),
  planes: () =>
    import('@web/features/catalog/admin/components/PlansTab').then((m) => ({
      default: m.PlansTab,
    })),
  recetas: () =>
    import('@web/features/catalog/admin/components/RecipesTab').then((m) => ({
      default: m.RecipesTab,
    })),
  ventas: () =>
    import('@web/features/commerce/admin/components/SalesTab').then((m) => ({
      default: m.SalesTab,
    })),
  entregas: () =>
    import('@web/features/deliveries/admin/components/DeliveriesTab').then((m) => ({
      default: m.DeliveriesTab,
    })),
  web: () =>
    import('@web/features/catalog/admin/components/EditWebTab').then((m) => ({
      default: m.EditWebTab,
    })),
};
/** Each tab's chunk; a tab added to AdminTab without one here does not compile. */
export const ADMIN_TAB_CHUNKS: typeof chunks & Record<AdminTab, () => Promise<unknown>> = chunks;

export const isAdminTab = (v: string | null): v is AdminTab =>
  v !== null && Object.hasOwn(ADMIN_TAB_CHUNKS, v);

/** The tab an address's ?tab= opens: 'Hoy' when it names none, or one that does not exist. */
export function adminTabOf(tab: string | null): AdminTab {
  return isAdminTab(tab) ? tab : 'hoy';
}
