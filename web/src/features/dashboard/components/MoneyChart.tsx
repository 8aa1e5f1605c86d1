import { Box, Stack, Text } from '@mantine/core';
import { formatMoney } from '@contract/money';

/**
 * Money received this month against last month: two bars, each as long as its share of
 * the larger (the amounts are written above it, in the card). Plain boxes, no chart
 * library: two values need no axis.
 */
export function MoneyChart({ thisMonth, lastMonth }: { thisMonth: string; lastMonth: string }) {
  const rows = [
    { month: 'Mes pasado', amount: lastMonth, color: 'gray.5' },
    { month: 'Este mes', amount: thisMonth, color: 'green.6' },
  ];
  const max = Math.max(...rows.map((r) => Number(r.amount)), 0);
  return (
    <Stack
      gap={6}
      role="img"
      aria-label={`Cobrado el mes pasado ${formatMoney(lastMonth)}; este mes ${formatMoney(thisMonth)}`}
    >
      {rows.map((r) => (
        <div key={r.month}>
          <Text size="xs" c="dimmed">
            {r.month}
          </Text>
          <Box h={12} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
            <Box
              h="100%"
              bg={r.color}
              style={{
                width: `${max > 0 ? (Number(r.amount) / max) * 100 : 0}%`,
                borderRadius: 'var(--mantine-radius-sm)',
              }}
            />
          </Box>
        </div>
      ))}
    </Stack>
  );
}
