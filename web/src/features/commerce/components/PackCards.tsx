import { Badge, Card, Text } from '@mantine/core';
import { installmentsText } from '@contract/catalog';
import type { TPack } from '@contract/credits';
import { formatPesos } from '@contract/money';
import { packFacts, perControlPrice } from '../lib/credits';
import { TurnoCheckout } from './TurnoCheckout';

/**
 * The packs of controls on the Turnos page (issue 34), one card each beside the 'Turno
 * Presencial''s: its price as the database has it (DECISIONS §4), what it gives and for
 * how long, what each control comes to, and the same checkout (or account first) as the
 * turno. A fragment of cards, so they sit in the page's grid next to the turno's.
 */
export function PackCards({ packs }: { packs: readonly TPack[] }) {
  return packs.map((pack) => <PackCard key={pack._id} pack={pack} />);
}

function PackCard({ pack }: { pack: TPack }) {
  const cuotas = installmentsText(pack.cuotas);
  return (
    <Card
      withBorder
      radius="lg"
      padding="xl"
      shadow="sm"
      component="article"
      aria-label={pack.title}
    >
      <Badge variant="light" radius="sm" maw="100%">
        {pack.title}
      </Badge>
      <Text mt="sm" fz={40} fw={800} lh={1.1} c="green.9">
        {formatPesos(pack.costPesos)}
      </Text>
      <Text c="gray.7" size="sm">
        {packFacts(pack)}
      </Text>
      <Text size="sm" fw={600}>
        {perControlPrice(pack)}
      </Text>
      {cuotas && (
        <Text size="sm" fw={600} c="green.9">
          {cuotas}
        </Text>
      )}
      <TurnoCheckout body={{ typeProduct: 'pack', productSelected: pack._id }} />
    </Card>
  );
}
