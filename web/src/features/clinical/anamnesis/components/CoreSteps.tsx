import { NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { DIET_TYPES, OBJECTIVES } from '@contract/clinical';
import { DayInput } from '@web/components/DayInput';
import { CORE_TEXTS } from '../lib/labels';
import { REQUIRED_FIELDS, sexOptions, type CoreField } from '../lib/values';
import { INPUT_SIZE, type FieldProps } from './field-props';

interface StepProps {
  field: FieldProps;
}

/** The label, hint and placeholder of a field of spec §3, and its asterisk when §5 requires it. */
function texts(name: CoreField) {
  const t = CORE_TEXTS[name];
  return {
    label: t.label,
    description: t.hint,
    placeholder: t.placeholder,
    withAsterisk: REQUIRED_FIELDS.has(name),
    size: INPUT_SIZE,
  };
}

function ShortText({ name, field }: StepProps & { name: CoreField }) {
  return <TextInput maxLength={200} {...texts(name)} {...field(name)} />;
}

function LongText({ name, field }: StepProps & { name: CoreField }) {
  return (
    <Textarea autosize minRows={2} maxRows={8} maxLength={2000} {...texts(name)} {...field(name)} />
  );
}

function Choice({
  name,
  data,
  field,
}: StepProps & { name: 'typeFeedin' | 'objectives'; data: readonly string[] }) {
  return (
    <Select
      {...texts(name)}
      placeholder="Elegí una opción"
      data={[...data]}
      allowDeselect={false}
      {...field(name)}
    />
  );
}

/**
 * Birth date and sex (issue 31): asked here, saved on the person's record, where the profile
 * shows them and the meal plan's energy target reads them.
 */
function PersonFields({ field }: StepProps) {
  const gender = field('gender');
  return (
    <>
      <DayInput
        {...texts('birthDate')}
        placeholder="dd/mm/aaaa"
        defaultLevel="decade"
        {...field('birthDate')}
      />
      <Select
        {...texts('gender')}
        placeholder="Elegí una opción"
        data={sexOptions(typeof gender.value === 'string' ? gender.value : null)}
        allowDeselect={false}
        {...gender}
      />
    </>
  );
}

export function WorkStep({ field }: StepProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <PersonFields field={field} />
      <ShortText name="workHours" field={field} />
      <ShortText name="daysWorks" field={field} />
      <Choice name="typeFeedin" data={DIET_TYPES} field={field} />
      <Choice name="objectives" data={OBJECTIVES} field={field} />
    </SimpleGrid>
  );
}

export function HealthStep({ field }: StepProps) {
  return (
    <Stack gap="md">
      <LongText name="phisicsProblems" field={field} />
      <LongText name="operations" field={field} />
      <LongText name="diseases" field={field} />
      <ShortText name="pregnancies" field={field} />
      <LongText name="medicines" field={field} />
      <LongText name="intolerancias" field={field} />
      <LongText name="medicalNotes" field={field} />
    </Stack>
  );
}

export function ActivityStep({ field }: StepProps) {
  return (
    <Stack gap="md">
      <LongText name="physicalActivity" field={field} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="md">
        <ShortText name="sports" field={field} />
        <ShortText name="sportsHours" field={field} />
        <NumberInput
          {...texts('sportsDays')}
          min={0}
          max={7}
          allowNegative={false}
          allowDecimal={false}
          inputMode="numeric"
          {...field('sportsDays')}
        />
      </SimpleGrid>
    </Stack>
  );
}
