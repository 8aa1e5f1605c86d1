import { Button, Group, Paper, Text } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { useState } from 'react';
import type { MicroLine } from '@contract/day-micros';
import type { TNutrientReferences } from '@contract/nutrient-references';
import { MicroLines } from '../../components/MicroLines';
import { ReferencesDialog } from './ReferencesDialog';

/**
 * Below a day's meals in the builder (issue 35): its sodium, free sugars, saturated fat,
 * calcium and iron in words against her reference values, which she can change here.
 */
export function DayGuidelines({
  dayName,
  lines,
  references,
}: {
  dayName: string;
  lines: readonly MicroLine[];
  references: TNutrientReferences;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-label={`Micronutrientes de ${dayName}`}
    >
      <Group justify="space-between" gap="xs" mb={6}>
        <Text size="sm" fw={700}>
          Micronutrientes de {dayName}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconAdjustments size={16} aria-hidden />}
          onClick={() => setEditing(true)}
        >
          Valores de referencia
        </Button>
      </Group>
      <MicroLines
        lines={lines}
        label={`Micronutrientes de ${dayName} frente a los valores de referencia`}
      />
      {editing && (
        <ReferencesDialog opened current={references} onClose={() => setEditing(false)} />
      )}
    </Paper>
  );
}
