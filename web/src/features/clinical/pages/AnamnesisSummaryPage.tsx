import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconEdit, IconPrinter } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { TAnamnesis } from '@contract/clinical';
import { PATHS } from '@contract/pages';
import { ErrorAlert } from '@web/components/data-table/ListStates';
import { PageLoader } from '@web/components/PageLoader';
import { formatDate } from '@web/lib/dates';
import { errorMessage } from '@web/lib/errors';
import { useClient } from '@web/lib/get-client';
import { usePageMeta } from '@web/lib/use-page-meta';
import { useAnamnesis } from '../anamnesis/api/get-anamnesis';
import { anamnesisSummary } from '../anamnesis/lib/summary';
import classes from './AnamnesisSummaryPage.module.css';

/**
 * /auth/anamnesis/:idAnamnesis/resumen: the admin reads a client's anamnesis on one page,
 * read-only, and prints it ('Imprimir'); 'Editar' opens the form (/auth/anamnesis/:id).
 * The profile's 'Ver anamnesis' opens this first for the admin.
 */
export default function AnamnesisSummaryPage() {
  const { idAnamnesis = '' } = useParams();
  const query = useAnamnesis(idAnamnesis);
  const record = query.data;
  const client = useClient(record?.userId ?? '', Boolean(record));
  const name = client.data?.name;
  usePageMeta(name ? `Anamnesis de ${name}` : 'Anamnesis');

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} className={classes.page}>
      <Stack gap="lg">
        <Group justify="space-between" gap="sm" className={classes.noPrint}>
          <Button
            component={Link}
            to={PATHS.profile(record?.userId)}
            variant="subtle"
            size="compact-sm"
            ml={-8}
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            Volver al perfil
          </Button>
          {record && (
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconPrinter size={18} aria-hidden />}
                onClick={() => window.print()}
              >
                Imprimir
              </Button>
              <Button
                component={Link}
                to={PATHS.anamnesisRecord(record._id)}
                leftSection={<IconEdit size={18} aria-hidden />}
              >
                Editar
              </Button>
            </Group>
          )}
        </Group>

        {query.isPending ? (
          <PageLoader />
        ) : query.isError ? (
          <ErrorAlert
            title="No pudimos abrir la anamnesis"
            message={errorMessage(query.error, 'Probá de nuevo en unos segundos.')}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <Summary record={query.data} name={name} email={client.data?.email} />
        )}
      </Stack>
    </Container>
  );
}

function Summary({ record, name, email }: { record: TAnamnesis; name?: string; email?: string }) {
  return (
    <>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {record.kind === 'Extendido' ? 'Anamnesis extendida' : 'Anamnesis a distancia'}
          {name ? ` de ${name}` : ''}
        </Title>
        <Text size="sm" c="dimmed">
          {email ? `${email} · ` : ''}Actualizada el {formatDate(record.updatedAt)} · Consentimiento
          dado el {formatDate(record.consentedAt)}
          {record.consentRecordedBy === 'admin' ? ' (en persona)' : ''}
        </Text>
      </Stack>
      {anamnesisSummary(record).map((section, i) => (
        <Paper
          key={section.title}
          withBorder
          p="md"
          radius="md"
          className={classes.section}
          component="section"
          aria-labelledby={`summary-${i}`}
        >
          <Title order={2} size="h4" mb="sm" id={`summary-${i}`}>
            {section.title}
          </Title>
          <dl className={classes.lines}>
            {section.lines.map((line) => (
              <div key={line.label} style={{ display: 'contents' }}>
                <dt>{line.label}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
        </Paper>
      ))}
    </>
  );
}
