import { Anchor, Badge, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconBulb, IconExternalLink } from '@tabler/icons-react';
import type { TTip } from '@contract/catalog';
import { PATHS } from '@contract/pages';
import { DataTable } from '@web/components/data-table/DataTable';
import { ConfirmDeleteDialog } from '@web/components/dialogs/ConfirmDeleteDialog';
import { ListToolbar } from '@web/components/data-table/ListToolbar';
import { RowActions } from '@web/components/data-table/RowActions';
import { useConfirmDelete } from '@web/components/dialogs/use-confirm-delete';
import { useTips } from '../../api/get-tips';
import { useDeleteTip } from '../api/delete-tip';
import { truncate } from '../../lib/format';
import { youtubeUrl } from '../lib/format';
import { contentActions } from '../lib/row-actions';

/** Spec §9: tip titles are cut at 24 characters in this table. */
const TITLE_MAX = 24;

const titleOf = (t: TTip) => truncate(t.title || 'Sin título', TITLE_MAX);

function VideoLink({ tip }: { tip: TTip }) {
  if (!tip.video)
    return (
      <Text size="sm" c="dimmed">
        Sin video
      </Text>
    );
  return (
    <Anchor
      href={youtubeUrl(tip.video)}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
    >
      Ver en YouTube
      <IconExternalLink size={14} aria-hidden />
      <VisuallyHidden>(se abre en otra pestaña)</VisuallyHidden>
    </Anchor>
  );
}

function TypeBadge({ tip, size }: { tip: TTip; size?: 'sm' }) {
  return (
    <Badge size={size} variant="light" color="teal" style={{ flexShrink: 0 }}>
      {tip.type}
    </Badge>
  );
}

/** 'Tips Importantes' (spec §2 'Editar Web'): title, type, video, edit, view, delete, 'Nuevo Tip'. */
export function TipsTable() {
  const query = useTips();
  const remove = useConfirmDelete<TTip>(useDeleteTip(), {
    done: 'Tip eliminado',
    failed: 'No pudimos eliminar el tip',
    title: 'Eliminar tip',
    nameOf: (t) => t.title || 'este tip',
    consequence: 'También se borran sus imágenes. No se puede deshacer.',
  });
  const actionsOf = (t: TTip) =>
    contentActions({
      editTo: PATHS.editTip(t._id),
      viewTo: PATHS.tip(t._id),
      onDelete: () => remove.ask(t),
    });

  return (
    <Stack gap="sm" component="section" aria-labelledby="tips-title">
      <ListToolbar add={{ label: 'Nuevo Tip', to: PATHS.newTip() }}>
        <Title order={2} size="h4" id="tips-title">
          Tips Importantes
        </Title>
      </ListToolbar>

      <DataTable
        rows={query.data}
        rowKey={(t) => t._id}
        rowLabel={(t) => t.title || 'Sin título'}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        texts={{
          loading: 'Cargando tips',
          error: 'No pudimos cargar los tips',
          empty: 'Todavía no hay tips',
          emptyHint: 'Creá el primero con «Nuevo Tip».',
        }}
        emptyIcon={IconBulb}
        minWidth={640}
        actionsWidth={150}
        columns={[
          {
            header: 'Título',
            cell: (t) => (
              <Text size="sm" fw={500} title={t.title}>
                {titleOf(t)}
              </Text>
            ),
          },
          {
            header: 'Tipo',
            cell: (t) =>
              t.type ? (
                <TypeBadge tip={t} />
              ) : (
                <Text size="sm" c="dimmed">
                  —
                </Text>
              ),
          },
          { header: 'Video', cell: (t) => <VideoLink tip={t} /> },
        ]}
        card={(t) => (
          <>
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Text fw={600} size="sm" title={t.title}>
                {titleOf(t)}
              </Text>
              {t.type && <TypeBadge tip={t} size="sm" />}
            </Group>
            <Group mt={6}>
              <VideoLink tip={t} />
            </Group>
          </>
        )}
        actions={(t) => <RowActions subject={t.title || 'Sin título'} actions={actionsOf(t)} />}
      />
      <ConfirmDeleteDialog {...remove.dialog} />
    </Stack>
  );
}
