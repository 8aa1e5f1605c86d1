import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconBulb, IconExternalLink, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TTip } from '@contract/catalog';
import { useTips } from '../../api/get-tips';
import { useDeleteTip } from '../api/delete-tip';
import { truncate, youtubeUrl } from '../lib/format';
import { errorMessage } from '../lib/save-errors';
import { useConfirmDelete } from '../lib/use-confirm-delete';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';
import { EmptyState, ListError, ListSkeleton } from './ListStates';
import { RowActions } from './RowActions';

/** Spec §9: tip titles are cut at 24 characters in this table. */
const TITLE_MAX = 24;

const links = (t: TTip) => ({
  editTo: `/auth/tip/${t._id}/`,
  viewTo: `/auth/tip-detalle/${t._id}/`,
});

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

/** 'Tips Importantes' (spec §2 'Editar Web'): title, type, video, edit, view, delete, 'Nuevo Tip'. */
export function TipsTable() {
  const query = useTips();
  const tips = query.data ?? [];
  const remove = useConfirmDelete<TTip>(useDeleteTip(), {
    done: 'Tip eliminado',
    failed: 'No pudimos eliminar el tip',
  });

  return (
    <Stack gap="sm" component="section" aria-labelledby="tips-title">
      <Group justify="space-between" gap="sm">
        <Title order={3} size="h4" id="tips-title">
          Tips Importantes
        </Title>
        <Button
          component={Link}
          to="/auth/nuevo-tip"
          leftSection={<IconPlus size={18} aria-hidden />}
        >
          Nuevo Tip
        </Button>
      </Group>

      {query.isError && !query.data ? (
        <ListError
          title="No pudimos cargar los tips"
          message={errorMessage(query.error, 'Probá de nuevo en unos segundos.')}
          onRetry={() => void query.refetch()}
        />
      ) : query.isPending ? (
        <ListSkeleton label="Cargando tips" />
      ) : tips.length === 0 ? (
        <EmptyState icon={IconBulb} title="Todavía no hay tips">
          Creá el primero con «Nuevo Tip».
        </EmptyState>
      ) : (
        <>
          <Paper withBorder radius="md" visibleFrom="sm" style={{ overflow: 'hidden' }}>
            <Table.ScrollContainer minWidth={640} type="native">
              <Table verticalSpacing="sm" highlightOnHover striped="even">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Título</Table.Th>
                    <Table.Th>Tipo</Table.Th>
                    <Table.Th>Video</Table.Th>
                    <Table.Th w={150}>Acciones</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {tips.map((t) => (
                    <Table.Tr key={t._id}>
                      <Table.Td>
                        <Text size="sm" fw={500} id={`tip-t-${t._id}`} title={t.title}>
                          {truncate(t.title || 'Sin título', TITLE_MAX)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {t.type ? (
                          <Badge variant="light" color="teal">
                            {t.type}
                          </Badge>
                        ) : (
                          <Text size="sm" c="dimmed">
                            —
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <VideoLink tip={t} />
                      </Table.Td>
                      <Table.Td>
                        <RowActions
                          {...links(t)}
                          describedBy={`tip-t-${t._id}`}
                          onDelete={() => remove.ask(t)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>

          <Stack gap="sm" hiddenFrom="sm">
            {tips.map((t) => (
              <Card
                key={t._id}
                withBorder
                radius="md"
                padding="sm"
                component="article"
                aria-labelledby={`tip-c-${t._id}`}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                  <Text fw={600} size="sm" id={`tip-c-${t._id}`} title={t.title}>
                    {truncate(t.title || 'Sin título', TITLE_MAX)}
                  </Text>
                  {t.type && (
                    <Badge size="sm" variant="light" color="teal" style={{ flexShrink: 0 }}>
                      {t.type}
                    </Badge>
                  )}
                </Group>
                <Group justify="space-between" mt={6} gap="xs">
                  <VideoLink tip={t} />
                  <RowActions
                    {...links(t)}
                    describedBy={`tip-c-${t._id}`}
                    onDelete={() => remove.ask(t)}
                  />
                </Group>
              </Card>
            ))}
          </Stack>
        </>
      )}

      <ConfirmDeleteModal
        name={remove.deleting ? remove.deleting.title || 'este tip' : null}
        title="Eliminar tip"
        consequence="También se borran sus imágenes. No se puede deshacer."
        loading={remove.pending}
        onConfirm={remove.confirm}
        onClose={remove.close}
      />
    </Stack>
  );
}
