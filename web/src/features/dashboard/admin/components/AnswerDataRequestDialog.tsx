import { Alert, Button, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { PRIVACY_MSG, REQUEST_DETAIL_MAX, type TPendingDataRequest } from '@contract/privacy';
import { errorMessage } from '@web/lib/errors';
import { notifySuccess, notifyWarning } from '@web/lib/notify';
import { useAnswerDataRequest } from '../api/answer-data-request';
import { Dialog } from '@web/components/dialogs/Dialog';

/**
 * Her answer to one request, asked in a dialog: for a 'baja', what the erasure takes and
 * keeps, and whether the clinical record goes too (only once its keeping period ended, so
 * unchecked); for a 'correccion', an optional word on what she changed, mailed to the client.
 */
export function AnswerDataRequestDialog({
  request,
  onClose,
}: {
  /** The request being answered; null closes the dialog. */
  request: TPendingDataRequest | null;
  onClose: () => void;
}) {
  const answer = useAnswerDataRequest();
  // The dialog keeps its text while it fades out; a new request starts clean.
  const [shown, setShown] = useState(request);
  const [eraseRecord, setEraseRecord] = useState(false);
  const [note, setNote] = useState('');
  if (request !== null && request !== shown) {
    setShown(request);
    setEraseRecord(false);
    setNote('');
  }
  const erasure = shown?.kind === 'baja';
  const tooLong = note.length > REQUEST_DETAIL_MAX;

  const send = () => {
    if (!request || tooLong) return;
    answer.mutate(
      {
        id: request._id,
        body:
          request.kind === 'baja'
            ? { action: 'eliminar', eraseClinicalRecord: eraseRecord }
            : { action: 'corregido', note: note.trim() },
      },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          onClose();
        },
        onError: (err) => notifyWarning(errorMessage(err, 'No pudimos responder el pedido.')),
      },
    );
  };

  return (
    <Dialog
      opened={request !== null}
      onClose={answer.isPending ? () => undefined : onClose}
      title={
        erasure ? `Eliminar la cuenta de ${shown?.name ?? ''}` : 'Marcar la corrección como hecha'
      }
      centered
      styles={{ title: { fontWeight: 600 } }}
    >
      {shown && (
        <Stack gap="sm">
          {erasure ? (
            <>
              <Text size="sm">
                Se borran su cuenta, sus mensajes, sus fotos, sus archivos y sus dispositivos, y se
                cancelan sus turnos futuros. Sus ventas quedan, sin su nombre, por la ley
                tributaria.
              </Text>
              <Text size="sm">
                Su historia clínica (anamnesis y controles) se guarda aparte, solo para lectura, en
                «Historias conservadas», mientras la ley pide conservarla (leyes 18.335 y 20.212).
                Le avisamos por correo.
              </Text>
              <Checkbox
                label="Terminó el plazo de conservación de su historia clínica: eliminarla también"
                checked={eraseRecord}
                onChange={(e) => setEraseRecord(e.currentTarget.checked)}
              />
              {eraseRecord && (
                <Alert color="red" p="xs">
                  <Text size="sm">Su historia clínica se elimina también, sin vuelta atrás.</Text>
                </Alert>
              )}
            </>
          ) : (
            <>
              <Text size="sm">
                {shown.name} pidió:{' '}
                <Text span size="sm" fs="italic" style={{ overflowWrap: 'anywhere' }}>
                  «{shown.detail}»
                </Text>
              </Text>
              <Textarea
                label="Qué corregiste (opcional)"
                description="Se lo contamos por correo, con el aviso de que está hecho."
                autosize
                minRows={2}
                maxRows={6}
                value={note}
                onChange={(e) => setNote(e.currentTarget.value)}
                error={tooLong ? PRIVACY_MSG.detailTooLong : undefined}
              />
            </>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={answer.isPending} data-autofocus>
              Cancelar
            </Button>
            <Button
              color={erasure ? 'red' : 'green'}
              onClick={send}
              loading={answer.isPending}
              disabled={tooLong}
            >
              {erasure ? 'Eliminar la cuenta' : 'Marcar como corregido'}
            </Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
