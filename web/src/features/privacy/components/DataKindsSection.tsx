import { Group, Stack, Text } from '@mantine/core';
import { formatCount } from '@contract/numbers';
import type { PersonalDataKind, TDataKind } from '@contract/privacy';
import { SectionCard } from '@web/components/SectionCard';

const LIST = { listStyle: 'none', padding: 0, margin: 0 } as const;

/** What only the practice's own staff can have: not worth naming to a client who has none. */
const STAFF_ONLY = new Set<string>([
  'lecturas-historias',
  'planes-escritos',
  'descargas-copias',
] satisfies PersonalDataKind[]);

/**
 * 'Qué guardamos y para qué': every kind of data the practice holds about the person, with
 * how much and why. Kinds it holds none of are named together at the end, quietly, so the
 * list says both what there is and what there is not (staff-only kinds only when held).
 */
export function DataKindsSection({ kinds }: { kinds: readonly TDataKind[] }) {
  const held = kinds.filter((k) => k.count > 0);
  const none = kinds.filter((k) => k.count === 0 && !STAFF_ONLY.has(k.key));
  return (
    <SectionCard title="Qué guardamos y para qué">
      <Stack gap="sm" component="ul" style={LIST}>
        {held.map((k) => (
          <li key={k.key}>
            <Group justify="space-between" align="baseline" wrap="nowrap" gap="sm">
              <Text size="sm" fw={600}>
                {k.label}
              </Text>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatCount(k.count, 'registro', 'registros')}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {k.why}
            </Text>
          </li>
        ))}
      </Stack>
      {none.length > 0 && (
        <Text size="xs" c="dimmed" mt={held.length > 0 ? 'md' : 0}>
          <Text span size="xs" fw={700}>
            Sin datos:
          </Text>{' '}
          {none.map((k) => k.label).join(' · ')}.
        </Text>
      )}
    </SectionCard>
  );
}
