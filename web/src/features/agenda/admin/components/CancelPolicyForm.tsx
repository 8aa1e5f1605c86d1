import { Alert, Button, Group, NumberInput, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import {
  cancelPolicySentence,
  MAX_CANCEL_HOURS,
  PRACTICE_MSG,
  ZPracticeFormSchema,
  type CancelPolicy,
  type TLateCredit,
  type TPractice,
} from '@contract/practice';
import { errorMessage } from '@web/lib/errors';
import { usePractice } from '@web/lib/get-practice';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useUpdateCancelPolicy } from '../api/update-cancel-policy';

type Values = { cancelHours: number | ''; lateCredit: TLateCredit } & Record<string, unknown>;

const LATE_CREDIT_OPTIONS: Array<[TLateCredit, string]> = [
  ['pierde', 'El turno se pierde'],
  ['conserva', 'El turno se conserva'],
];

/** The hours typed, when they make a policy (a whole number from 0 to 168). */
function policyOf(v: Values): CancelPolicy | null {
  const h = v.cancelHours;
  return typeof h === 'number' && Number.isInteger(h) && h >= 0 && h <= MAX_CANCEL_HOURS
    ? { cancelHours: h, lateCredit: v.lateCredit }
    : null;
}

/**
 * Her cancellation policy (issue 34), in the Agenda's 'Disponibilidad': until how many hours
 * before a turno a client may cancel or move it, and whether a turno cancelled later or
 * missed is lost. Shows, as she edits, the sentence clients read when they book.
 */
export function CancelPolicyForm() {
  const practice = usePractice();
  if (practice.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(practice.error, 'No pudimos cargar tu política de cancelación.')}
      </Alert>
    );
  if (!practice.data)
    return <Skeleton height={160} radius="md" aria-label="Cargando la política de cancelación" />;
  const { cancelHours, lateCredit } = practice.data;
  return <PolicyForm key={`${cancelHours}-${lateCredit}`} practice={practice.data} />;
}

function PolicyForm({ practice }: { practice: TPractice }) {
  const update = useUpdateCancelPolicy();
  const { form, saving, onSubmit } = useSchemaForm({
    schema: ZPracticeFormSchema.pick({ cancelHours: true, lateCredit: true }),
    initialValues: { cancelHours: practice.cancelHours, lateCredit: practice.lateCredit } as Values,
    // An emptied field would read as 0 hours: she has to write it.
    extraChecks: (v) => (policyOf(v) ? {} : { cancelHours: PRACTICE_MSG.cancelHours }),
    save: (v: Values) => update.mutateAsync(policyOf(v)!),
    // The answer speaks of the whole practice; she saved only this.
    success: () => PRACTICE_MSG.policySaved,
    failed: 'No pudimos guardar la política de cancelación. Probá de nuevo.',
  });
  const policy = policyOf(form.getValues());

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Política de cancelación">
      <Stack gap="md">
        <NumberInput
          label="Horas antes del turno"
          description="Hasta cuántas horas antes el cliente puede cancelar o cambiar su turno"
          min={0}
          max={MAX_CANCEL_HOURS}
          allowDecimal={false}
          allowNegative={false}
          maw={320}
          {...form.getInputProps('cancelHours')}
        />
        <Radio.Group label="Si se cancela tarde o no viene" {...form.getInputProps('lateCredit')}>
          <Group gap="lg" mt={6}>
            {LATE_CREDIT_OPTIONS.map(([value, label]) => (
              <Radio key={value} value={value} label={label} />
            ))}
          </Group>
        </Radio.Group>
        {policy && (
          <div>
            <Text size="sm" c="dimmed">
              Lo que leen tus clientes al reservar
            </Text>
            <Text size="sm" fs="italic">
              {cancelPolicySentence(policy)}
            </Text>
          </div>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={saving}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          >
            Guardar política
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
