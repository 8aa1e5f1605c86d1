import { Box, em, ScrollArea, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconBook2,
  IconCalendarEvent,
  IconChefHat,
  IconHome,
  IconPackage,
  IconReceipt2,
  IconUsers,
  IconWorldWww,
  type Icon,
} from '@tabler/icons-react';
import { type ReactNode, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminTab } from '@contract/pages';
import { ListSkeleton } from '@web/components/data-table/ListStates';
import { ComingSoonPanel } from './ComingSoonPanel';
import { adminTabOf, isAdminTab } from './tab-chunks';

/**
 * The back office's tabs: 'Hoy' first, her day (DECISIONS §9), then the spec's order (§2
 * 'Admin panel') with 'Entregas' (issue 11); the URL keeps the active one (?tab=).
 */
export const ADMIN_TABS = [
  {
    value: 'hoy',
    label: 'Hoy',
    icon: IconHome,
    soon: 'Tu día: turnos de hoy y mañana, entregas, mensajes sin leer, controles y clientes nuevos de la semana, y lo cobrado en el mes.',
  },
  {
    value: 'usuarios',
    label: 'Usuarios',
    icon: IconUsers,
    soon: 'Listado de clientes con búsqueda, alta, edición y baja.',
  },
  {
    value: 'agenda',
    label: 'Agenda',
    icon: IconCalendarEvent,
    soon: 'El calendario semanal de turnos y controles: agendar en un horario libre, ver el detalle de cada turno y cancelarlo.',
  },
  {
    value: 'planes',
    label: 'Planes / Ebooks',
    icon: IconBook2,
    soon: 'La lista de planes y ebooks con su tipo, anamnesis, controles y precio, para crearlos, editarlos, agregarles archivos y eliminarlos.',
  },
  {
    value: 'recetas',
    label: 'Recetas',
    icon: IconChefHat,
    soon: 'Las recetas con foto, precio y fecha de creación, con búsqueda por título o descripción y el botón para crear una nueva.',
  },
  {
    value: 'ventas',
    label: 'Ventas',
    icon: IconReceipt2,
    soon: 'Cada venta confirmada: producto, email del cliente, monto, plataforma, número de transacción, fecha y hora.',
  },
  {
    value: 'entregas',
    label: 'Entregas',
    icon: IconPackage,
    soon: 'Los planes personalizados que hay que entregar, con los días hábiles que quedan.',
  },
  {
    value: 'web',
    label: 'Editar Web',
    icon: IconWorldWww,
    soon: 'Las imágenes del slider de inicio (escritorio y celular), sus cinco links y los tips importantes.',
  },
] as const satisfies ReadonlyArray<{ value: AdminTab; label: string; icon: Icon; soon: string }>;

export type TAdminTab = (typeof ADMIN_TABS)[number]['value'];

/**
 * The tabbed back office. Each slice hands in its own panel; a tab without one
 * shows what it will hold. Features do not import each other: the page (or the
 * router) composes the panels.
 */
export function AdminTabs({ panels }: { panels: Partial<Record<TAdminTab, ReactNode>> }) {
  const [params, setParams] = useSearchParams();
  const active: TAdminTab = adminTabOf(params.get('tab'));
  // On a phone the tabs wrap as pills, all in sight; wider, a single row of tabs.
  const phone = useMediaQuery(`(max-width: ${em(767)})`, undefined, {
    getInitialValueInEffect: false,
  });

  const current = ADMIN_TABS.find((t) => t.value === active)!;

  const select = (value: string | null) => {
    if (!isAdminTab(value) || value === active) return;
    // A tab's own filters (search, page) do not carry over to another tab.
    setParams({ tab: value });
  };

  const tabs = ADMIN_TABS.map(({ value, label, icon: TabIcon }) => (
    <Tabs.Tab
      key={value}
      value={value}
      leftSection={<TabIcon size={16} aria-hidden />}
      style={{ whiteSpace: 'nowrap' }}
    >
      {label}
    </Tabs.Tab>
  ));

  return (
    <Tabs
      id="admin"
      value={active}
      onChange={select}
      keepMounted={false}
      variant={phone ? 'pills' : 'outline'}
    >
      {phone ? (
        <Tabs.List style={{ gap: 6 }}>{tabs}</Tabs.List>
      ) : (
        <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x">
          <Tabs.List style={{ flexWrap: 'nowrap' }}>{tabs}</Tabs.List>
        </ScrollArea>
      )}
      {/* The open tab's panel, with the ids Mantine gives its tabs (id="admin"). Not
          Tabs.Panel: each one registers with the tabs as it mounts, which rendered the
          tabs and the open panel again, synchronously, as the back office started. */}
      <Box
        key={active}
        role="tabpanel"
        id={`admin-panel-${active}`}
        aria-labelledby={`admin-tab-${active}`}
        pt="lg"
      >
        {/* Each tab's code arrives as its own chunk (tab-chunks.ts). */}
        <Suspense fallback={<ListSkeleton label="Cargando" />}>
          {panels[active] ?? <ComingSoonPanel title={current.label} description={current.soon} />}
        </Suspense>
      </Box>
    </Tabs>
  );
}
