import { Accordion, Text } from '@mantine/core';
import type { TPlanTarget } from '@contract/meal-plans';
import { macrosText } from '../../lib/builder-format';
import { TargetPanel } from './TargetPanel';

/** 'Objetivo diario' folded to its numbers, open while there is none (a client's plan only). */
export function TargetAccordion({
  userId,
  target,
  onUse,
}: {
  userId: string;
  target: TPlanTarget | null;
  onUse: (target: TPlanTarget | null) => void;
}) {
  return (
    <Accordion variant="contained" radius="md" defaultValue={target ? null : 'objetivo'}>
      <Accordion.Item value="objetivo">
        <Accordion.Control>
          <Text fw={600}>Objetivo diario: {target ? macrosText(target) : 'sin definir'}</Text>
        </Accordion.Control>
        <Accordion.Panel>
          <TargetPanel userId={userId} target={target} onUse={onUse} />
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
