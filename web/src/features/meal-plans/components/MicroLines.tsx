import { List, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconQuestionMark } from '@tabler/icons-react';
import type { MicroLine, MicroVerdict } from '@contract/day-micros';

// Each verdict said in words (the sentence), with an icon and a colour beside them.
const VERDICT: Record<MicroVerdict, { color: string; icon: typeof IconCheck }> = {
  adecuado: { color: 'green', icon: IconCheck },
  excede: { color: 'red', icon: IconAlertTriangle },
  insuficiente: { color: 'orange', icon: IconAlertTriangle },
  incierto: { color: 'gray', icon: IconQuestionMark },
};

/**
 * A day's sodium, free sugars, saturated fat, calcium and iron against the reference
 * values (issue 35), one sentence each: 'Sodio: 3.000 mg, más que el máximo de 2.000 mg
 * por día.' The builder's day and the client's page both show it.
 */
export function MicroLines({ lines, label }: { lines: readonly MicroLine[]; label: string }) {
  return (
    <List spacing={6} size="sm" center aria-label={label}>
      {lines.map((line) => {
        const v = VERDICT[line.verdict];
        const Icon = v.icon;
        return (
          <List.Item
            key={line.key}
            data-verdict={line.verdict}
            icon={
              <ThemeIcon color={v.color} variant="light" size={22} radius="xl" aria-hidden>
                <Icon size={14} />
              </ThemeIcon>
            }
          >
            <Text size="sm" span fw={line.verdict === 'excede' ? 600 : undefined}>
              {line.sentence}
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}
