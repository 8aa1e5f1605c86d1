import { List, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TMyData } from '@contract/privacy';
import { SectionCard } from '@web/components/SectionCard';
import { formatDate, formatDateTime } from '@web/lib/dates';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/** 'Tu cuenta': who they are to the practice, since when, and what they agreed to. */
export function AccountSection({
  account,
  consents,
}: {
  account: TMyData['account'];
  consents: TMyData['consents'];
}) {
  return (
    <SectionCard title="Tu cuenta">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <Fact label="Nombre" value={account.name} />
          <Fact label="Correo" value={account.email} />
          <Fact label="Teléfono" value={account.phone || 'Sin teléfono'} />
          <Fact
            label="Cuenta creada el"
            value={account.createdAt ? formatDate(account.createdAt) : '—'}
          />
        </SimpleGrid>
        <div>
          <Text size="sm" fw={600} mb={4}>
            Tus consentimientos
          </Text>
          {consents.length === 0 ? (
            <Text size="sm" c="dimmed">
              Todavía no diste ningún consentimiento.
            </Text>
          ) : (
            <List size="sm" spacing={4}>
              {consents.map((c) => (
                <List.Item key={`${c.label}-${c.version}-${c.at}`}>
                  {c.label}
                  <Text span size="xs" c="dimmed">
                    {' '}
                    · versión {c.version} · {formatDateTime(c.at)}
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
        </div>
      </Stack>
    </SectionCard>
  );
}
