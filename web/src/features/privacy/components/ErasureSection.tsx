import { Button, Group, List, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconUserOff } from '@tabler/icons-react';
import { useId, useState } from 'react';
import {
  LEGAL_ANSWER_BUSINESS_DAYS,
  PRIVACY_MSG,
  ZDataRequestCreateSchema,
  type TDataRequest,
} from '@contract/privacy';
import { ApiError } from '@web/lib/api';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useCreateDataRequest } from '../api/create-data-request';
import { dueDayText } from '../lib/request-text';
import { Dialog } from '@web/components/dialogs/Dialog';

/**
 * 'Pedir la baja', apart from the rest as the one thing that cannot be undone: what an
 * erasure takes and what the law keeps, asked in a dialog before the request is made. She
 * carries it out from 'Hoy'; until then it can be withdrawn.
 */
export function ErasureSection({
  pending,
  isAdmin,
}: {
  /** Their deletion request still unanswered. */
  pending: TDataRequest | undefined;
  isAdmin: boolean;
}) {
  const id = useId();
  const [asking, setAsking] = useState(false);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby={id}
      style={{ borderColor: 'var(--mantine-color-red-4)' }}
    >
      <Title order={2} size="h5" id={id} mb="sm" c="red.9">
        Pedir la baja
      </Title>
      {isAdmin ? (
        <Text size="sm">{PRIVACY_MSG.onlyClients}.</Text>
      ) : pending ? (
        <Text size="sm">
          Pediste la baja de tu cuenta: te respondemos hasta {dueDayText(pending.dueDay)}. Si
          cambiaste de idea, retirá el pedido en «Tus pedidos».
        </Text>
      ) : (
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            Si no querés seguir en la consulta, pedí que eliminemos tu cuenta. Antes te contamos qué
            se borra y qué tenemos que guardar por ley.
          </Text>
          <Button
            color="red"
            variant="outline"
            leftSection={<IconUserOff size={18} aria-hidden />}
            onClick={() => setAsking(true)}
          >
            Pedir la baja de mi cuenta
          </Button>
        </Stack>
      )}
      <ErasureDialog opened={asking} onClose={() => setAsking(false)} />
    </Paper>
  );
}

/** What an erasure takes and keeps, and the request itself (with an optional word). */
function ErasureDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateDataRequest();
  const { form, saving, onSubmit } = useSchemaForm({
    schema: ZDataRequestCreateSchema,
    initialValues: { detail: '' },
    toPayload: (v) => ({ kind: 'baja', detail: v.detail }),
    save: (v) => create.mutateAsync({ kind: 'baja', detail: v.detail }),
    success: (answer) => answer.message,
    failed: 'No pudimos enviar tu pedido. Probá de nuevo.',
    invalid: () => null,
    onSaved: () => {
      form.reset();
      onClose();
    },
    // Refused for good (one already pending): its message is the toast, the page shows it.
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409) onClose();
    },
  });
  return (
    <Dialog
      opened={opened}
      onClose={saving ? () => undefined : onClose}
      title="¿Pedís la baja de tu cuenta?"
      centered
      styles={{ title: { fontWeight: 600 } }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm">Cuando la nutricionista responda tu pedido:</Text>
          <List size="sm" spacing={6}>
            <List.Item>
              Se borran tu cuenta, tus mensajes, tus fotos, tus archivos y los dispositivos donde
              recibís avisos.
            </List.Item>
            <List.Item>Se cancelan tus turnos futuros.</List.Item>
            <List.Item>
              Tus pagos quedan registrados sin tu nombre, porque la ley tributaria pide conservar
              cada venta.
            </List.Item>
            <List.Item>
              Tu historia clínica (anamnesis y controles) se guarda aparte, solo para lectura,
              mientras la ley pide conservarla (leyes 18.335 y 20.212); después se elimina.
            </List.Item>
          </List>
          <Text size="sm">
            Te respondemos por correo en hasta {LEGAL_ANSWER_BUSINESS_DAYS} días hábiles. Hasta
            entonces podés retirar el pedido.
          </Text>
          <Textarea
            label="Si querés, contanos por qué (opcional)"
            autosize
            minRows={2}
            maxRows={6}
            {...form.getInputProps('detail')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving} data-autofocus>
              Cancelar
            </Button>
            <Button type="submit" color="red" loading={saving}>
              Pedir la baja
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
