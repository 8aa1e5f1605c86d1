import { Stack, Text } from '@mantine/core';
import type { TMyData } from '@contract/privacy';
import { SectionCard } from '@web/components/SectionCard';
import { formatDateTime } from '@web/lib/dates';
import { accessText } from '../lib/request-text';

/** Who in the practice read their clinical record, and when (DECISIONS §8), newest first. */
export function AccessSection({ access }: { access: TMyData['access'] }) {
  return (
    <SectionCard title="Quién leyó tu historia clínica">
      {access.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nadie de la consulta abrió tu historia clínica.
        </Text>
      ) : (
        <Stack
          gap={6}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label="Lecturas de tu historia clínica"
        >
          {access.map((a, i) => (
            <li key={`${a.at}-${i}`}>
              <Text size="sm">
                <Text span size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(a.at)}
                </Text>{' '}
                · {accessText(a)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
