import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconClipboardHeart, IconStethoscope, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PATHS } from '@contract/pages';
import {
  REQUEST_DETAIL_MAX,
  ZDataRequestCreateSchema,
  type TDataKind,
  type TDataRequest,
} from '@contract/privacy';
import { SectionCard } from '@web/components/SectionCard';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useCreateDataRequest } from '../api/create-data-request';
import { dueDayText } from '../lib/request-text';

const has = (kinds: readonly TDataKind[], key: string) =>
  kinds.some((k) => k.key === key && k.count > 0);

/**
 * 'Corregir tus datos': what they may change themselves leads to its form (their profile,
 * their anamnesis, their own controls); anything else (a control she recorded in person, a
 * payment...) is a correction they ask her for.
 */
export function CorrectionSection({
  userId,
  kinds,
  pending,
  isAdmin,
}: {
  userId: string;
  kinds: readonly TDataKind[];
  /** Their correction still unanswered: one at a time. */
  pending: TDataRequest | undefined;
  isAdmin: boolean;
}) {
  return (
    <SectionCard title="Corregir tus datos">
      <Stack gap="md">
        <div>
          <Text size="sm" mb="xs">
            Esto lo podés cambiar vos:
          </Text>
          <Group gap="xs">
            <Button
              component={Link}
              to={PATHS.profile()}
              variant="default"
              leftSection={<IconUserCircle size={18} aria-hidden />}
            >
              Editar mi perfil
            </Button>
            {has(kinds, 'anamnesis') && (
              <Button
                component={Link}
                // Opens their record in its own kind (the extended address would upgrade it).
                to={PATHS.anamnesisOnline(userId)}
                variant="default"
                leftSection={<IconClipboardHeart size={18} aria-hidden />}
              >
                Mi anamnesis
              </Button>
            )}
            {has(kinds, 'controles') && (
              <Button
                component={Link}
                to={PATHS.controls(userId)}
                variant="default"
                leftSection={<IconStethoscope size={18} aria-hidden />}
              >
                Mis controles
              </Button>
            )}
          </Group>
        </div>
        {isAdmin ? null : pending ? (
          <Text size="sm" c="dimmed">
            Ya nos pediste una corrección: te respondemos hasta {dueDayText(pending.dueDay)}. La ves
            en «Tus pedidos».
          </Text>
        ) : (
          <CorrectionForm />
        )}
      </Stack>
    </SectionCard>
  );
}

/** Asks her to correct what they cannot change themselves. */
function CorrectionForm() {
  const create = useCreateDataRequest();
  const { form, saving, onSubmit } = useSchemaForm({
    schema: ZDataRequestCreateSchema,
    initialValues: { detail: '' },
    toPayload: (v) => ({ kind: 'correccion', detail: v.detail }),
    save: (v) => create.mutateAsync({ kind: 'correccion', detail: v.detail }),
    success: (answer) => answer.message,
    failed: 'No pudimos enviar tu pedido. Probá de nuevo.',
    invalid: () => null,
    onSaved: () => form.reset(),
  });
  const length = form.getValues().detail.length;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xs" align="stretch">
        <Textarea
          label="Pedir una corrección"
          description="Para lo demás (un control presencial, un pago, cualquier otro dato): contanos qué dato está mal y cómo debería decir."
          autosize
          minRows={3}
          maxRows={10}
          withAsterisk
          {...form.getInputProps('detail')}
        />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c={length > REQUEST_DETAIL_MAX ? 'red.8' : 'dimmed'}>
            {length} de {REQUEST_DETAIL_MAX} caracteres
          </Text>
          <Button type="submit" loading={saving}>
            Pedir la corrección
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
