import { Anchor, Checkbox, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PATHS } from '@contract/pages';
import { CONSENT_POINTS, CONSENT_TITLE, CONSENT_VERSION, consentLabel } from '../lib/consent-text';
import type { AnamnesisForm } from './field-props';

/**
 * The health-data consent (Ley 18.331; DECISIONS §8), asked before the first save.
 * When the admin fills the form for a client, the box records that the client gave
 * it in person.
 */
export function ConsentStep({
  form,
  recordedBy,
  clientName,
}: {
  form: AnamnesisForm;
  recordedBy: 'client' | 'admin';
  clientName?: string;
}) {
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
        <Title
          order={3}
          size="h5"
          mb="sm"
          style={{ display: 'flex', gap: 8, alignItems: 'center' }}
        >
          <IconShieldLock size={20} aria-hidden style={{ flexShrink: 0 }} />
          {CONSENT_TITLE}
        </Title>
        <List size="sm" spacing="xs">
          {CONSENT_POINTS.map(([subject, text]) => (
            <List.Item key={subject}>
              <strong>{subject}:</strong> {text}
            </List.Item>
          ))}
        </List>
        <Text size="sm" mt="sm">
          Todo el detalle está en la{' '}
          <Anchor
            component={Link}
            to={`${PATHS.privacy()}#datos-de-salud`}
            target="_blank"
            rel="noopener"
          >
            Política de privacidad
          </Anchor>{' '}
          (se abre en otra pestaña).
        </Text>
        <Text size="xs" c="dimmed" mt={4}>
          Versión del texto: {CONSENT_VERSION}
        </Text>
      </Paper>
      <Checkbox
        size="md"
        label={consentLabel(recordedBy, clientName)}
        {...form.getInputProps('consent', { type: 'checkbox' })}
      />
    </Stack>
  );
}
