import { Alert, Button, SimpleGrid, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { usePlans } from '../api/get-plans';
import { CardSkeleton } from './CardSkeleton';
import { PlanCard } from './PlanCard';

const COLS = { base: 1, xs: 2, md: 3 } as const;

/** The plans of one type as cards, each with its 'Ver plan' button. */
export function PlanGrid({ type, empty }: { type: string; empty: string }) {
  const { data: plans, isPending, error, refetch } = usePlans(type);

  if (isPending)
    return (
      <SimpleGrid cols={COLS} spacing="lg" aria-busy>
        {Array.from({ length: 3 }, (_, i) => (
          <CardSkeleton key={i} cta />
        ))}
      </SimpleGrid>
    );
  if (error)
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle />}
        title="No pudimos cargar los planes"
      >
        <Text size="sm" mb="sm">
          {error.message}
        </Text>
        <Button
          size="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={14} />}
          onClick={() => void refetch()}
        >
          Reintentar
        </Button>
      </Alert>
    );
  if (!plans.length)
    return (
      <Text c="gray.7" ta="center" py="xl">
        {empty}
      </Text>
    );
  return (
    <SimpleGrid cols={COLS} spacing="lg">
      {plans.map((plan) => (
        <PlanCard key={plan._id} plan={plan} cta="Ver plan" titleOrder={2} />
      ))}
    </SimpleGrid>
  );
}
