import { Accordion, Checkbox, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useId, useState } from 'react';
import { MICRONUTRIENT_INFO, MICRONUTRIENTS } from '@contract/food-micros-text';
import { FOOD_FLAG_INFO, FOOD_FLAGS } from '@contract/food-micros';
import { DecimalInput } from '@web/components/DecimalInput';
import { FieldGrid } from '@web/components/forms/FormSection';
import { hasMicros, type FoodFormValues } from '../../lib/food-form';

const SECTION = 'mas-nutrientes';
const FIELDS = [...MICRONUTRIENTS, ...FOOD_FLAGS];

/**
 * 'Más nutrientes (por 100 g)' (issue 35): sodium, sugars, saturated fat, calcium and iron,
 * empty when not known, and the flags the octagons and the guidelines read. Folded for a
 * food that says none of it (most of her table), so the form is no longer than it was;
 * open for one that does.
 */
export function MicronutrientFields({ form }: { form: UseFormReturnType<FoodFormValues> }) {
  const flagsId = useId();
  const [open, setOpen] = useState(() => hasMicros(form.getValues()));
  // A message on one of its fields (the schema's or the server's) must be seen: it opens.
  const withError = FIELDS.filter((f) => form.errors[f] !== undefined).join();
  const [seenErrors, setSeenErrors] = useState(withError);
  if (withError !== seenErrors) {
    setSeenErrors(withError);
    if (withError) setOpen(true);
  }

  return (
    <Accordion
      variant="contained"
      radius="md"
      value={open ? SECTION : null}
      onChange={(v) => setOpen(v === SECTION)}
    >
      <Accordion.Item value={SECTION}>
        <Accordion.Control>
          {/* As big as the form's section titles (FormSection's h5): it is one of them. */}
          <Text fw={700} size="md">
            Más nutrientes (por 100 g)
          </Text>
          <Text size="xs" c="dimmed">
            Sodio, azúcares, grasas saturadas, calcio, hierro y ultraprocesados
          </Text>
        </Accordion.Control>
        <Accordion.Panel>
          <Stack gap="lg">
            <Stack gap="xs">
              <Text size="xs" c="dimmed">
                Vacío si no lo sabés: se muestra —
              </Text>
              <FieldGrid>
                {MICRONUTRIENTS.map((m) => (
                  <DecimalInput
                    key={m}
                    label={`${MICRONUTRIENT_INFO[m].label} (${MICRONUTRIENT_INFO[m].unit})`}
                    placeholder="No se sabe"
                    {...form.getInputProps(m)}
                  />
                ))}
              </FieldGrid>
            </Stack>
            {/* A group named by its heading, smaller than the section's own title. */}
            <Stack gap="sm" role="group" aria-labelledby={flagsId}>
              <Text id={flagsId} fw={600} size="sm">
                Octógonos y guía alimentaria
              </Text>
              {FOOD_FLAGS.map((f) => (
                <Checkbox
                  key={f}
                  label={FOOD_FLAG_INFO[f].label}
                  description={FOOD_FLAG_INFO[f].hint}
                  {...form.getInputProps(f, { type: 'checkbox' })}
                />
              ))}
            </Stack>
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
