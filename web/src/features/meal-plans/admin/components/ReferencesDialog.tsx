import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  DEFAULT_REFERENCES,
  REFERENCE_SOURCES,
  ZNutrientReferencesSchema,
  type TNutrientReferences,
} from '@contract/nutrient-references';
import { ApiError } from '@web/lib/api';
import { errorMessage } from '@web/lib/errors';
import { notifySuccess, notifyWarning } from '@web/lib/notify';
import { useSaveReferences } from '../../api/save-references';
import { Dialog } from '@web/components/dialogs/Dialog';

type Key = keyof TNutrientReferences;

const FIELDS: { key: Key; label: string; unit: string; decimal: boolean }[] = [
  { key: 'sodioMg', label: 'Sodio, máximo por día', unit: 'mg', decimal: false },
  {
    key: 'azucaresLibresPct',
    label: 'Azúcares libres, máximo',
    unit: '% de la energía',
    decimal: true,
  },
  {
    key: 'grasasSaturadasPct',
    label: 'Grasas saturadas, máximo',
    unit: '% de la energía',
    decimal: true,
  },
  { key: 'calcioMg', label: 'Calcio, mínimo por día', unit: 'mg', decimal: false },
  { key: 'hierroMg', label: 'Hierro, mínimo por día', unit: 'mg', decimal: true },
];

type Typed = Record<Key, number | string>;

/**
 * 'Valores de referencia' (issue 35): what every plan's days are said against, hers for
 * every plan and client. Each default shows its source; one button puts them back.
 */
export function ReferencesDialog({
  opened,
  current,
  onClose,
}: {
  opened: boolean;
  current: TNutrientReferences;
  onClose: () => void;
}) {
  const [values, setValues] = useState<Typed>(current);
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const save = useSaveReferences();

  const submit = async () => {
    const parsed = ZNutrientReferencesSchema.safeParse(
      Object.fromEntries(
        FIELDS.map((f) => [f.key, values[f.key] === '' ? undefined : Number(values[f.key])]),
      ),
    );
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    try {
      const answer = await save.mutateAsync(parsed.data);
      notifySuccess(answer.message);
      onClose();
    } catch (err) {
      notifyWarning(errorMessage(err, 'No pudimos guardar los valores. Probá de nuevo.'));
      if (err instanceof ApiError) setErrors(err.errors);
    }
  };

  return (
    <Dialog
      opened={opened}
      onClose={() => !save.isPending && onClose()}
      title="Valores de referencia del día"
      centered
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Con estos valores se dice, en cada día de cada plan, si el sodio, los azúcares libres o
          las grasas saturadas pasan el máximo, y si el calcio y el hierro llegan al mínimo.
        </Text>
        {FIELDS.map((f) => (
          <NumberInput
            key={f.key}
            label={f.label}
            description={`Por defecto: ${REFERENCE_SOURCES[f.key]}`}
            value={values[f.key]}
            onChange={(v) => {
              setValues((x) => ({ ...x, [f.key]: v }));
              setErrors(({ [f.key]: _, ...rest }) => rest);
            }}
            allowNegative={false}
            allowDecimal={f.decimal}
            decimalSeparator=","
            thousandSeparator="."
            hideControls
            rightSection={
              <Text size="xs" c="dimmed" pr={4}>
                {f.unit}
              </Text>
            }
            rightSectionWidth={f.unit.length > 3 ? 120 : 44}
            rightSectionPointerEvents="none"
            error={errors[f.key]}
          />
        ))}
        <Group justify="space-between" mt="xs">
          <Button variant="subtle" onClick={() => setValues(DEFAULT_REFERENCES)}>
            Volver a los valores por defecto
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Cancelar
            </Button>
            <Button onClick={() => void submit()} loading={save.isPending}>
              Guardar
            </Button>
          </Group>
        </Group>
      </Stack>
    </Dialog>
  );
}
