import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPackage, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { TPack } from '@contract/credits';
import { TAX_RATE_LABELS } from '@contract/fiscal';
import { formatPesos } from '@contract/money';
import { CardFacts, CellText, DataTable } from '@web/components/data-table/DataTable';
import { SectionCard } from '@web/components/SectionCard';
import { useAllPacks } from '../api/get-all-packs';
import { PackFormDialog, type PackFormTarget } from './PackFormDialog';

const taxRate = (p: TPack) => (p.iva ? TAX_RATE_LABELS[p.iva] : 'Sin definir');
const validity = (p: TPack) => `${p.validezDias} días`;

function OfferedBadge({ pack }: { pack: TPack }) {
  return (
    <Badge color={pack.activo ? 'green' : 'gray'} variant="light" tt="none">
      {pack.activo ? 'Se ofrece' : 'No se ofrece'}
    </Badge>
  );
}

/**
 * Ventas, 'Packs de controles' (issue 34): every pack she made, offered on the Turnos page
 * or not (a pack is never deleted: its sales and its clients' credits name it), with 'Nuevo
 * pack' and each one's 'Editar' in the same dialog.
 */
export function PacksSection() {
  const packs = useAllPacks();
  const [target, setTarget] = useState<PackFormTarget | null>(null);
  return (
    <SectionCard title="Packs de controles">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Text size="sm" c="dimmed" maw={560}>
            Varios turnos presenciales en una compra, para usar antes de que venzan. Los que se
            ofrecen aparecen junto al Turno Presencial.
          </Text>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setTarget({})}>
            Nuevo pack
          </Button>
        </Group>
        <DataTable
          rows={packs.data}
          rowKey={(p) => p._id}
          rowLabel={(p) => p.title}
          loading={packs.isPending}
          error={packs.error}
          onRetry={() => void packs.refetch()}
          texts={{
            loading: 'Cargando los packs',
            error: 'No pudimos cargar los packs',
            empty: 'Todavía no hay packs',
            emptyHint: 'Con «Nuevo pack» ofrecés varios controles juntos.',
          }}
          emptyIcon={IconPackage}
          muted={(p) => !p.activo}
          minWidth={820}
          actionsWidth={120}
          columns={[
            { header: 'Pack', cell: (p) => <CellText>{p.title}</CellText> },
            { header: 'Controles', align: 'right', cell: (p) => <CellText>{p.creditos}</CellText> },
            {
              header: 'Precio',
              align: 'right',
              cell: (p) => <CellText nowrap>{formatPesos(p.costPesos)}</CellText>,
            },
            { header: 'Validez', cell: (p) => <CellText nowrap>{validity(p)}</CellText> },
            { header: 'IVA', cell: (p) => <CellText>{taxRate(p)}</CellText> },
            { header: 'Cuotas', align: 'right', cell: (p) => <CellText>{p.cuotas}</CellText> },
            { header: 'Estado', cell: (p) => <OfferedBadge pack={p} /> },
          ]}
          card={(p) => (
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Text fw={600} size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {p.title}
                </Text>
                <Text fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatPesos(p.costPesos)}
                </Text>
              </Group>
              <CardFacts
                facts={[
                  ['Controles', p.creditos],
                  ['Validez', validity(p)],
                  ['Cuotas', p.cuotas],
                ]}
              />
              <CardFacts facts={[['IVA', taxRate(p)]]} />
              <OfferedBadge pack={p} />
            </Stack>
          )}
          actions={(p) => (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPencil size={16} aria-hidden />}
              aria-label={`Editar ${p.title}`}
              onClick={() => setTarget({ pack: p })}
            >
              Editar
            </Button>
          )}
        />
      </Stack>
      <PackFormDialog target={target} onClose={() => setTarget(null)} />
    </SectionCard>
  );
}
