import { Alert, Button, Group, NumberInput, Paper, Select, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPackage } from '@tabler/icons-react';
import { ZManualAssignBodySchema } from '@contract/commerce';
import type { TPlan } from '@contract/catalog';
import type { TUser } from '@contract/users';
import { ErrorAlert } from '@web/components/data-table/ListStates';
import { monthsText } from '@web/lib/dates';
import { errorMessage } from '@web/lib/errors';
import { formatMoney } from '@contract/money';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useAssignPlan } from '../api/assign-plan';
import { useAssignablePlans } from '../api/get-assignable-plans';
import {
  amountPayload,
  assignmentSummary,
  priceValue,
  type AmountValue,
} from '../lib/assign-amount';
import { Dialog } from '@web/components/dialogs/Dialog';

interface Props {
  user: TUser;
  /** Refreshes what the profile shows of the user (plan, next controls), once assigned. */
  onAssigned?: () => Promise<unknown>;
}

/**
 * 'Asignar Plan' on a client's profile (spec §2 'User profile form', §4, §5): the
 * admin gives a plan without an online payment; the server records it as a 'Manual' sale
 * for the amount she charged (prefilled with the plan's price; 0 is a courtesy, 'Sin
 * cargo', DECISIONS §9), schedules its controls and e-mails the client.
 */
export function AssignPlanButton({ user, onAssigned }: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        fullWidth
        mt="xs"
        color="grape"
        variant="light"
        leftSection={<IconPackage size={18} aria-hidden />}
        onClick={open}
      >
        Asignar Plan
      </Button>
      <Dialog opened={opened} onClose={close} title="Asignar Plan" centered>
        <AssignPlanForm
          user={user}
          onCancel={close}
          onAssigned={() => {
            close();
            void onAssigned?.();
          }}
        />
      </Dialog>
    </>
  );
}

function AssignPlanForm({
  user,
  onCancel,
  onAssigned,
}: {
  user: TUser;
  onCancel: () => void;
  onAssigned: () => void;
}) {
  const plans = useAssignablePlans();
  const assign = useAssignPlan();
  const { form, saving, onSubmit } = useSchemaForm({
    schema: ZManualAssignBodySchema,
    initialValues: { productoId: null as string | null, monto: '' as AmountValue },
    toPayload: ({ productoId, monto }) => ({
      productoId,
      userId: user._id,
      monto: amountPayload(monto),
    }),
    save: ({ productoId, monto }) =>
      assign.mutateAsync({
        productoId: productoId ?? '',
        userId: user._id,
        monto: amountPayload(monto),
      }),
    success: (answer) => answer.message,
    failed: 'No pudimos asignar el plan',
    // The fields say what is missing.
    invalid: () => null,
    onSaved: onAssigned,
  });
  const chosen = plans.data?.find((p) => p._id === form.getValues().productoId);
  const planField = form.getInputProps('productoId');
  const summary = chosen && assignmentSummary(form.getValues().monto);

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Para <strong style={{ overflowWrap: 'anywhere' }}>{user.name}</strong> ({user.email})
        </Text>

        {plans.isError ? (
          <ErrorAlert
            title="No pudimos cargar los planes"
            message={errorMessage(plans.error, 'Probá de nuevo en unos segundos.')}
            onRetry={() => void plans.refetch()}
          />
        ) : (
          <Select
            label="Plan"
            withAsterisk
            placeholder={plans.isPending ? 'Cargando planes…' : 'Elegí un plan'}
            disabled={plans.isPending}
            data={(plans.data ?? []).map((p) => ({ value: p._id, label: p.title }))}
            searchable
            nothingFoundMessage="No hay planes con ese nombre"
            {...planField}
            onChange={(value) => {
              planField.onChange(value);
              // What she charges starts as the plan's price; she changes it for a discount or a courtesy.
              const plan = plans.data?.find((p) => p._id === value);
              if (plan) form.setFieldValue('monto', priceValue(plan.costPesos));
            }}
          />
        )}

        {plans.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            Todavía no hay planes para asignar: creá uno en la pestaña Planes / Ebooks.
          </Text>
        )}

        {chosen && <PlanFacts plan={chosen} />}

        {chosen && (
          <NumberInput
            label="Monto cobrado"
            withAsterisk
            description="Lo que le cobraste, en pesos. 0 si es sin cargo (cortesía)."
            min={0}
            allowNegative={false}
            decimalScale={2}
            thousandSeparator="."
            decimalSeparator=","
            hideControls
            inputMode="decimal"
            leftSection="$"
            leftSectionWidth={32}
            {...form.getInputProps('monto')}
          />
        )}

        <Text size="sm">
          El usuario recibe un e-mail con el enlace para completar la anamnesis, el plan queda
          asignado y sus controles se agendan automáticamente.
        </Text>
        {summary && (
          <Text size="sm" c="dimmed">
            {summary}
          </Text>
        )}
        {user.activePlan && (
          <Alert color="yellow" variant="light" p="xs">
            <Text size="sm">
              Reemplaza su plan activo, <strong>{user.activePlan}</strong>, y sus controles
              agendados.
            </Text>
          </Alert>
        )}

        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" color="grape" loading={saving}>
            Asignar plan
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Duration, controls and price of the chosen plan: what the assignment schedules and records. */
function PlanFacts({ plan }: { plan: TPlan }) {
  const facts: Array<[string, string]> = [
    ['Duración', monthsText(plan.time)],
    ['Controles', String(plan.queries)],
    ['Precio', formatMoney(plan.costPesos)],
  ];
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
      <Group component="dl" gap="lg" m={0}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="sm" fw={600} m={0} style={{ whiteSpace: 'nowrap' }}>
              {value}
            </Text>
          </div>
        ))}
      </Group>
    </Paper>
  );
}
