import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy, IconEye, IconSend, IconTemplate } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TMealPlan } from '@contract/meal-plans';
import { PATHS } from '@contract/pages';

interface Props {
  plan: Pick<TMealPlan, '_id' | 'template' | 'publishedVersion'>;
  dirty: boolean;
  /** Some action is at work: the others wait. */
  busy: boolean;
  saving: boolean;
  templating: boolean;
  onSave: () => void;
  onSaveAsTemplate: () => void;
  onPublish: () => void;
}

/**
 * The builder's actions: Guardar; for a client's plan also the template, Publicar and,
 * once published, 'Ver como el cliente': the client's page, read-only, with exactly what
 * the client has (the latest published version, numbers as the client gets them).
 */
export function BuilderActions({
  plan,
  dirty,
  busy,
  saving,
  templating,
  onSave,
  onSaveAsTemplate,
  onPublish,
}: Props) {
  return (
    <Group gap="xs">
      <Button
        onClick={onSave}
        loading={saving}
        disabled={busy && !saving}
        leftSection={<IconDeviceFloppy size={18} aria-hidden />}
        variant={dirty ? 'filled' : 'default'}
      >
        Guardar
      </Button>
      {!plan.template && (
        <>
          <Button
            variant="default"
            onClick={onSaveAsTemplate}
            loading={templating}
            disabled={busy && !templating}
            leftSection={<IconTemplate size={18} aria-hidden />}
          >
            Guardar como plantilla
          </Button>
          <Button
            variant="light"
            onClick={onPublish}
            disabled={busy}
            leftSection={<IconSend size={18} aria-hidden />}
          >
            Publicar
          </Button>
          {plan.publishedVersion !== null && (
            <Button
              component={Link}
              to={PATHS.mealPlan(plan._id, true)}
              variant="subtle"
              leftSection={<IconEye size={18} aria-hidden />}
            >
              Ver como el cliente
            </Button>
          )}
        </>
      )}
    </Group>
  );
}
