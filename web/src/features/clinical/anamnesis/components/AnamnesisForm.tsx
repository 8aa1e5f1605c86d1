import {
  Box,
  Button,
  Paper,
  Skeleton,
  Stack,
  Stepper,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import {
  IconAlertTriangle,
  IconCheck,
  IconChevronLeft,
  IconChevronRight,
  IconDeviceFloppy,
} from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { CLINICAL_MSG } from '@contract/clinical-text';
import {
  ZAnamnesisCreateFormSchema,
  ZAnamnesisFieldsFormSchema,
  type TAnamnesis,
  type TAnamnesisKind,
} from '@contract/clinical';
import { ApiError } from '@web/lib/api';
import { useClient } from '@web/lib/get-client';
import { useSession } from '@web/lib/use-session';
import { INVALID_FORM, useSchemaForm } from '@web/lib/use-schema-form';
import { useCreateAnamnesis } from '../api/create-anamnesis';
import { useUpdateAnamnesis } from '../api/update-anamnesis';
import { firstStepWithError, stepHasError, stepsFor, type StepKey } from '../lib/steps';
import { useAnamnesisDraft } from '../lib/use-anamnesis-draft';
import { payloadOf, valuesOf, type AnamnesisValues, type PersonValues } from '../lib/values';
// Only this page uses a Stepper: its styles load with it, not with every page (app/mantine-styles.ts).
import '@mantine/core/styles/Stepper.css';
import classes from './AnamnesisForm.module.css';
import { ConsentStep } from './ConsentStep';
import { ActivityStep, HealthStep, WorkStep } from './CoreSteps';
import { DraftNotice } from './DraftNotice';
import type { FieldProps } from './field-props';
import { FoodGroupsStep } from './FoodGroupsStep';
import { MealsStep } from './MealsStep';

/** The consent is given each time it is asked: never restored from a draft. */
const NOT_KEPT = ['consent'] as const;

/** Under one field, 'Por favor, completá todos los campos' would read oddly: the toast says it. */
const FIELD_REQUIRED = 'Completá este campo';

/** The warning for a form the schema refuses (spec §5 for missing fields). */
function warningFor(errors: FormErrors): string {
  const messages = Object.values(errors);
  if (messages.includes(CLINICAL_MSG.required)) return CLINICAL_MSG.required;
  if (errors.consent) return CLINICAL_MSG.consent;
  return INVALID_FORM;
}

export interface AnamnesisFormProps {
  /** Whose anamnesis. */
  userId: string;
  kind: TAnamnesisKind;
  /** The stored anamnesis (edit), or null (create). */
  record: TAnamnesis | null;
  /** Who is filling it in. */
  viewerId: string;
  /** 'admin' when the nutritionist fills a client's form (the consent is then given in person). */
  recordedBy: 'client' | 'admin';
  clientName?: string;
  /** After the success toast: back one screen. */
  onDone: () => void;
}

/**
 * The anamnesis (spec §2, §3, §5) in steps a person gets through on a phone; what is
 * typed is kept as a draft until it is saved. The contract schema checks it before
 * sending, and the first step with a problem opens. Birth date and sex start from the
 * person's record (the session's own user, or the client she is filling it for), where
 * saving puts them back (issue 31).
 */
export function AnamnesisForm(props: AnamnesisFormProps) {
  const session = useSession();
  const own = props.userId === props.viewerId;
  const client = useClient(props.userId, !own);
  if (!own && client.isPending) return <Skeleton height={320} radius="md" />;
  // A client record that could not be read starts those two fields empty.
  const person = own ? (session?.user ?? null) : (client.data ?? null);
  return <AnamnesisSteps {...props} person={person} />;
}

function AnamnesisSteps({
  userId,
  kind,
  record,
  viewerId,
  recordedBy,
  clientName,
  onDone,
  person,
}: AnamnesisFormProps & { person: PersonValues | null }) {
  const create = record === null;
  const steps = useMemo(() => stepsFor(kind, create), [kind, create]);
  const [active, setActive] = useState(0);
  const top = useRef<HTMLDivElement>(null);

  // Fixed at the first render: the draft compares what is typed with it.
  const [start] = useState(() => valuesOf(record, person));
  const draft = useAnamnesisDraft<AnamnesisValues>({
    scope: { userId, kind, viewerId, base: record?.updatedAt ?? null },
    start,
    omit: NOT_KEPT,
  });

  const createMutation = useCreateAnamnesis();
  const updateMutation = useUpdateAnamnesis();
  const toPayload = (values: AnamnesisValues) =>
    payloadOf(values, { kind, create: create ? { userId } : null });

  const goTo = (index: number) => {
    setActive(index);
    // The new step starts at its top, under the indicator (on a phone the old one was long).
    if (top.current && top.current.getBoundingClientRect().top < 0)
      top.current.scrollIntoView({ block: 'start' });
  };
  const openFirstError = (errors: Record<string, unknown>) => {
    const index = firstStepWithError(steps, errors);
    if (index >= 0) goTo(index);
  };

  const { form, saving, onSubmit } = useSchemaForm<AnamnesisValues, { anamnesis: TAnamnesis }>({
    schema: create ? ZAnamnesisCreateFormSchema : ZAnamnesisFieldsFormSchema,
    initialValues: draft.initialValues,
    toPayload,
    // The checked payload (trimmed, numbers as numbers) is what the API gets.
    save: (values) =>
      record
        ? updateMutation.mutateAsync({
            id: record._id,
            body: ZAnamnesisFieldsFormSchema.parse(toPayload(values)),
          })
        : createMutation.mutateAsync(ZAnamnesisCreateFormSchema.parse(toPayload(values))),
    success: () => CLINICAL_MSG.anamnesisSaved,
    failed: 'No pudimos guardar la anamnesis. Probá de nuevo en unos minutos.',
    invalid: (errors) => {
      openFirstError(errors);
      return warningFor(errors);
    },
    onSaved: () => {
      draft.clear();
      onDone();
    },
    onError: (err) => {
      if (err instanceof ApiError) openFirstError(err.errors);
    },
  });

  const { keep } = draft;
  useEffect(() => keep(form.values), [keep, form.values]);

  const discardDraft = () => {
    draft.discard();
    form.setInitialValues(start);
    form.setValues(start);
    form.resetTouched();
    form.clearErrors();
  };

  const field: FieldProps = (name) => {
    const props = form.getInputProps(name);
    return props.error === CLINICAL_MSG.required ? { ...props, error: FIELD_REQUIRED } : props;
  };

  const step = steps[active] ?? steps[0]!;
  const last = active === steps.length - 1;

  const content: Record<StepKey, React.ReactNode> = {
    work: <WorkStep field={field} />,
    health: <HealthStep field={field} />,
    activity: <ActivityStep field={field} />,
    meals: <MealsStep field={field} />,
    foods: <FoodGroupsStep field={field} />,
    consent: <ConsentStep form={form} recordedBy={recordedBy} clientName={clientName} />,
  };

  return (
    <Stack gap="md">
      {draft.restoredAt !== null && (
        <DraftNotice savedAt={draft.restoredAt} onDiscard={discardDraft} />
      )}
      <Paper withBorder radius="md" p={{ base: 'sm', xs: 'md', sm: 'lg' }}>
        <form onSubmit={onSubmit} noValidate>
          <Box ref={top} style={{ scrollMarginTop: 16 }}>
            <Stepper
              active={active}
              onStepClick={goTo}
              size="sm"
              iconSize={36}
              labelPosition="bottom"
              classNames={{
                step: classes.step,
                stepIcon: classes.stepIcon,
                stepBody: classes.stepBody,
                stepLabel: classes.stepLabel,
                separator: classes.separator,
              }}
              aria-label="Pasos de la anamnesis"
            >
              {steps.map((s, i) => {
                const hasError = stepHasError(s, form.errors);
                // The step's name is its text, not an aria-label the visible words would
                // have to match: the number and the label are seen, this is what is heard.
                const name = (
                  <VisuallyHidden>
                    {`Paso ${i + 1}: ${s.label}${hasError ? ', con campos para revisar' : ''}`}
                  </VisuallyHidden>
                );
                const alert = hasError && <IconAlertTriangle size={18} aria-hidden />;
                const icon = (
                  <>
                    {alert || <span aria-hidden>{i + 1}</span>}
                    {name}
                  </>
                );
                return (
                  <Stepper.Step
                    key={s.key}
                    label={<span aria-hidden>{s.label}</span>}
                    color={hasError ? 'red' : undefined}
                    icon={icon}
                    progressIcon={icon}
                    completedIcon={
                      <>
                        {alert || <IconCheck size={18} aria-hidden />}
                        {name}
                      </>
                    }
                    aria-current={i === active ? 'step' : undefined}
                    data-error={hasError || undefined}
                  />
                );
              })}
            </Stepper>
          </Box>

          <Box mt="lg" component="section" aria-labelledby="anamnesis-step-title">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Paso {active + 1} de {steps.length}
            </Text>
            <Title order={2} size="h4" id="anamnesis-step-title" mb="md">
              {step.label}
            </Title>
            {content[step.key]}
          </Box>

          <div className={classes.footer} style={{ marginTop: 'var(--mantine-spacing-xl)' }}>
            <div className={classes.nav}>
              {active > 0 && (
                <Button
                  variant="default"
                  size="md"
                  leftSection={<IconChevronLeft size={18} aria-hidden />}
                  onClick={() => goTo(active - 1)}
                >
                  Anterior
                </Button>
              )}
              {!last && (
                <Button
                  variant={create ? 'filled' : 'default'}
                  size="md"
                  rightSection={<IconChevronRight size={18} aria-hidden />}
                  onClick={() => goTo(active + 1)}
                >
                  Siguiente
                </Button>
              )}
            </div>
            <Button
              type="submit"
              size="md"
              // Creating, the way on is 'Siguiente' until the last step; saving is always there.
              variant={create && !last ? 'light' : 'filled'}
              loading={saving}
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            >
              Guardar anamnesis
            </Button>
          </div>
        </form>
      </Paper>
    </Stack>
  );
}
