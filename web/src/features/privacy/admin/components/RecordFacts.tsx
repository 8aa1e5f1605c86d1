import { SimpleGrid, Text } from '@mantine/core';
import type { RecordFact } from '../lib/record-facts';

/** Labelled answers, two columns from 'sm' up, one under the other on a phone. */
export function RecordFacts({ facts, empty }: { facts: RecordFact[]; empty: string }) {
  if (facts.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="xs" m={0}>
      {facts.map((f) => (
        <div key={f.key}>
          <Text component="dt" size="xs" c="dimmed">
            {f.label}
          </Text>
          <Text
            component="dd"
            size="sm"
            m={0}
            style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
          >
            {f.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
