import { Button, Grid, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { CLINICAL_MSG } from '@contract/clinical-text';
import { PATHS } from '@contract/pages';
import type { TUser } from '@contract/users';
import { PageShell } from '@web/components/PageShell';
import { SectionCard } from '@web/components/SectionCard';
import { Carousel } from '@web/components/Carousel';
import { PageLoader } from '@web/components/PageLoader';
import { useSession } from '@web/lib/use-session';
import { useControl } from '../controls/api/get-control';
import { useControls } from '../controls/api/get-controls';
import { ControlFacts } from '../controls/components/ControlFacts';
import { FirstLastPhotos } from '../controls/components/FirstLastPhotos';
import { MetricsList } from '../controls/components/MetricsList';
import { PhotoLink } from '../controls/components/PhotoLink';
import { RecordError } from '../controls/components/RecordError';
import { canChange, editPath } from '../controls/lib/control-access';
import { formatDate } from '@web/lib/dates';

/** Photos per view up to 664 px, 1024, 3000 and wider (spec §2 'image carousel (3, 2, 1, 1 by width)'). */
const PER_VIEW = [1, 1, 2, 3] as const;

/** /auth/detalles-controles/:id (a control id): spec §2 'Control details'. */
export default function ControlDetailsPage() {
  const session = useSession();
  const { id = '' } = useParams();
  if (!session) return null;
  return <ControlDetailsView id={id} viewer={session.user} />;
}

function ControlDetailsView({ id, viewer }: { id: string; viewer: TUser }) {
  const isAdmin = viewer.type === 'admin';
  const query = useControl(id);
  const control = query.data;
  // The client's other controls, for the first and the newest photo.
  const all = useControls(control?.userId);
  const listPath = PATHS.controls(control?.userId ?? viewer._id);

  if (!control) {
    return (
      <PageShell
        title="Detalles Control"
        size="lg"
        back={{ to: PATHS.controls(viewer._id), label: 'Volver a controles' }}
      >
        {query.isError ? (
          <RecordError
            error={query.error}
            message="No pudimos cargar el control"
            onRetry={() => void query.refetch()}
            home={
              isAdmin
                ? { to: PATHS.admin('usuarios'), label: 'Ir a la lista de usuarios' }
                : { to: PATHS.controls(viewer._id), label: 'Ir a mis controles' }
            }
          />
        ) : (
          <PageLoader />
        )}
      </PageShell>
    );
  }

  const date = formatDate(control.createdAt);
  const photos = control.photos;

  return (
    <PageShell
      title={`Detalles Control ${control.typo === 'Offline' ? 'Presencial' : 'a distancia'}`}
      size="lg"
      back={{ to: listPath, label: 'Volver a controles', link: true }}
      subtitle={date}
      aside={
        canChange(control, isAdmin) && (
          <Button
            component={Link}
            to={editPath(control)}
            variant="default"
            leftSection={<IconPencil size={18} aria-hidden />}
          >
            Editar control
          </Button>
        )
      }
    >
      <Stack gap="xl">
        {photos.length === 0 ? (
          <section aria-labelledby="photos-title">
            <Title order={2} size="h4" id="photos-title" mb="xs">
              Fotos
            </Title>
            <Text c="dimmed" size="sm">
              Este control no tiene fotos.
            </Text>
          </section>
        ) : (
          <Carousel
            labelledBy="photos-title"
            heading={
              <Title order={2} size="h4" id="photos-title">
                {photos.length === 1 ? '1 foto' : `${photos.length} fotos`}
              </Title>
            }
            perView={PER_VIEW}
            autoplay={false}
          >
            {photos.map((p, i) => (
              <PhotoLink
                key={p.name}
                photo={p}
                alt={`Foto ${i + 1} de ${photos.length} del control del ${date}`}
              />
            ))}
          </Carousel>
        )}

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <SectionCard title="Medidas">
              <ControlFacts control={control} />
            </SectionCard>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <SectionCard title="Indicadores">
              <MetricsList control={control} />
            </SectionCard>
          </Grid.Col>
        </Grid>

        {(control.notas || control.objetivo) && (
          <SectionCard title={control.typo === 'Offline' ? 'Notas y objetivo' : 'Notas'}>
            <Stack gap="sm">
              {control.notas && (
                <NoteText
                  label={control.typo === 'Offline' ? 'Notas' : undefined}
                  text={control.notas}
                />
              )}
              {control.objetivo && <NoteText label="Objetivo" text={control.objetivo} />}
            </Stack>
          </SectionCard>
        )}

        {all.isError ? (
          <Text size="sm" c="dimmed">
            {CLINICAL_MSG.controlsFetch}
          </Text>
        ) : (
          all.data && <FirstLastPhotos controls={all.data} />
        )}
      </Stack>
    </PageShell>
  );
}

function NoteText({ label, text }: { label?: string; text: string }) {
  return (
    <div>
      {label && (
        <Text size="xs" c="dimmed">
          {label}
        </Text>
      )}
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Text>
    </div>
  );
}
