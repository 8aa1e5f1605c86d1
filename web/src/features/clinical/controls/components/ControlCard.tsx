import { Badge, Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TControl } from '@contract/clinical';
import { PATHS } from '@contract/pages';
import { editPath } from '../lib/control-access';
import { formatDate } from '@web/lib/dates';
import { formatFixed, formatMeasure, typeLabel } from '../lib/format';
import { ControlPhoto } from './ControlPhoto';
import classes from './ControlCard.module.css';

/** One control in the list (spec §2 'Controls list'): photo, date, type, summary and actions. */
export function ControlCard({
  control,
  canChange,
  onDelete,
}: {
  control: TControl;
  /** Edit and delete: the admin always, a client only their Online controls. */
  canChange: boolean;
  onDelete: (control: TControl) => void;
}) {
  const date = formatDate(control.createdAt);
  const summary: [string, string | null][] = [
    ['Peso', formatMeasure(control.peso, 'kg')],
    ['Cintura', formatMeasure(control.perimetroCintura, 'cm')],
    ['Cadera', formatMeasure(control.perimetroCadera, 'cm')],
    ['IMC', formatFixed(control.metrics.bmi, 1)],
  ];
  const photos = control.photos.length;

  return (
    <Paper component="article" withBorder radius="md" className={classes.card}>
      <ControlPhoto src={control.photos[0]?.thumbUrl} alt={`Foto del control del ${date}`} />
      <div className={classes.body}>
        <Group justify="space-between" gap={6} wrap="nowrap" align="flex-start">
          <Title order={3} size="h6" style={{ lineHeight: 1.3 }}>
            {date}
          </Title>
          <Badge
            variant="light"
            color={control.typo === 'Offline' ? 'grape' : 'teal'}
            style={{ flexShrink: 0 }}
          >
            {typeLabel(control.typo)}
          </Badge>
        </Group>
        <dl className={classes.summary}>
          {summary.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value ?? '—'}</dd>
            </div>
          ))}
        </dl>
        <Text size="xs" c="dimmed">
          {photos === 0 ? 'Sin fotos' : photos === 1 ? '1 foto' : `${photos} fotos`}
        </Text>
        <Group gap={6} className={classes.actions} wrap="nowrap">
          <Button
            component={Link}
            to={PATHS.controlDetails(control._id)}
            size="xs"
            variant="light"
            leftSection={<IconEye size={16} aria-hidden />}
            aria-label={`Ver el control del ${date}`}
            style={{ flex: 1 }}
          >
            Ver
          </Button>
          {canChange && (
            <>
              <Button
                component={Link}
                to={editPath(control)}
                size="xs"
                variant="default"
                leftSection={<IconPencil size={16} aria-hidden />}
                aria-label={`Editar el control del ${date}`}
                style={{ flex: 1 }}
              >
                Editar
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                px={8}
                onClick={() => onDelete(control)}
                aria-label={`Eliminar el control del ${date}`}
              >
                <IconTrash size={16} aria-hidden />
              </Button>
            </>
          )}
        </Group>
      </div>
    </Paper>
  );
}
