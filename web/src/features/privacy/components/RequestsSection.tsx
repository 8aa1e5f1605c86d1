import { Button, Paper, Stack, Text } from '@mantine/core';
import type { TDataRequest } from '@contract/privacy';
import { SectionCard } from '@web/components/SectionCard';
import { errorMessage } from '@web/lib/errors';
import { notifySuccess, notifyWarning } from '@web/lib/notify';
import { useWithdrawDataRequest } from '../api/withdraw-data-request';
import { REQUEST_KIND_LABELS, requestStatus } from '../lib/request-text';

/**
 * 'Tus pedidos': each request with where it stands (pending with the day she answers by,
 * or answered with her answer); a pending one can be withdrawn.
 */
export function RequestsSection({ requests }: { requests: readonly TDataRequest[] }) {
  const withdraw = useWithdrawDataRequest();
  const withdrawing = withdraw.isPending ? withdraw.variables : null;
  const ask = (r: TDataRequest) =>
    withdraw.mutate(r._id, {
      onSuccess: ({ message }) => notifySuccess(message),
      onError: (err) => notifyWarning(errorMessage(err, 'No pudimos retirar el pedido.')),
    });

  return (
    <SectionCard title="Tus pedidos">
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {requests.map((r) => {
          const label = REQUEST_KIND_LABELS[r.kind];
          return (
            <Paper key={r._id} component="li" withBorder radius="sm" p="sm">
              <Stack gap={4} align="flex-start">
                <Text size="sm" fw={600}>
                  {label}
                </Text>
                {r.detail && (
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    «{r.detail}»
                  </Text>
                )}
                <Text size="sm" fw={500} c={r.answeredAt ? 'green.9' : 'orange.9'}>
                  {requestStatus(r)}
                </Text>
                {r.answeredAt && r.answer && (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    <Text span size="sm" c="dimmed">
                      Respuesta:{' '}
                    </Text>
                    {r.answer}
                  </Text>
                )}
                {!r.answeredAt && (
                  <Button
                    variant="default"
                    size="xs"
                    mt={4}
                    onClick={() => ask(r)}
                    loading={withdrawing === r._id}
                    disabled={withdraw.isPending && withdrawing !== r._id}
                    aria-label={`Retirar el pedido: ${label}`}
                  >
                    Retirar el pedido
                  </Button>
                )}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </SectionCard>
  );
}
