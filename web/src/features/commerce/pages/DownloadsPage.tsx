import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconClipboardCheck,
  IconClipboardHeart,
  IconClockHour4,
  IconDownload,
  IconFileOff,
  IconLock,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TOwnedDelivery } from '@contract/commerce';
import { DELIVERY_MSG } from '@contract/deliveries';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { PATHS } from '@contract/pages';
import { fileKind, FileKindIcon } from '@web/components/FileKindIcon';
import { EmptyState, ErrorAlert } from '@web/components/data-table/ListStates';
import { PageShell } from '@web/components/PageShell';
import { PageLoader } from '@web/components/PageLoader';
import { formatDate, formatDay } from '@web/lib/dates';
import { ApiError, isApiError } from '@web/lib/api';
import { errorMessage } from '@web/lib/errors';
import { useProductFileDownload } from '@web/lib/product-file';
import { usePageMeta } from '@web/lib/use-page-meta';
import { useSession } from '@web/lib/use-session';
import { useOrder } from '../api/get-order';
import { useOwnedFiles } from '../api/get-owned-files';
import { OrderStatus } from '../components/OrderStatus';
import { BackButton, Refusal } from '../components/Refusal';
import { useReturnedOrder } from '../lib/use-returned-order';

/** A delivered personalized plan's files, drawn by the deliveries feature (composed in app/). */
export type DeliveryFilesSlot = (files: TOwnedDelivery['files']) => ReactNode;

/**
 * /auth/archivos/:id (spec §2 'Download page'; DECISIONS §9): everything a purchase
 * entitles its buyer to, each with 'Descargar archivo': the product's documents and, for a
 * plan, the buyer's own personalized plan once delivered (before that, the day it is due).
 * Only its buyers and the admin get the list (the API answers 403 to anyone else, and
 * each file needs the token or a signed link too).
 */
export default function DownloadsPage({
  productLink,
  deliveryFiles,
}: {
  /** A link to the product's public page (composed in app/: the id may be a plan's or a recipe's). */
  productLink: ReactNode;
  deliveryFiles: DeliveryFilesSlot;
}) {
  const { id = '' } = useParams();
  const session = useSession();
  const files = useOwnedFiles(id);
  const { orderId, paymentId } = useReturnedOrder();
  const order = useOrder(orderId, paymentId).data;
  const title = files.data ? `Archivos: ${files.data.producto}` : 'Tus archivos';
  usePageMeta(title);

  let body: ReactNode;
  if (files.isPending) body = <PageLoader />;
  else if (files.isError) {
    const status = files.error instanceof ApiError ? files.error.status : 0;
    body =
      status === 403 && order?.productoId === id && order.status === 'pending' ? (
        <Refusal
          icon={IconClockHour4}
          title="Tu compra se está confirmando"
          text="Apenas Mercado Pago confirme el pago vas a poder descargar tus archivos acá."
        />
      ) : isApiError(files.error, 'commerce.filesAfterForms') && session ? (
        <Refusal icon={IconClipboardCheck} title="Te falta un paso" text={files.error.message}>
          <BackButton
            to={PATHS.planPurchase(id, session.user._id)}
            label="Completar mis formularios"
          />
        </Refusal>
      ) : status === 403 ? (
        <Refusal
          icon={IconLock}
          title="Estos archivos no están en tus compras"
          text={files.error.message}
        >
          {productLink}
          {session && <BackButton to={PATHS.purchases(session.user._id)} label="Ver Mis Compras" />}
        </Refusal>
      ) : status === 404 || status === 400 ? (
        <Refusal
          icon={IconFileOff}
          title="No encontramos ese producto"
          text="Puede que ya no esté disponible o que el enlace tenga un error."
        />
      ) : (
        <Container size="sm" py="xl">
          <ErrorAlert
            title="No pudimos cargar tus archivos"
            message={errorMessage(files.error, 'Probá de nuevo en unos segundos.')}
            onRetry={() => void files.refetch()}
          />
        </Container>
      );
  } else
    body = (
      <PageShell
        title={files.data.producto}
        meta={title}
        subtitle="Tus archivos para descargar."
        back={
          session
            ? { to: PATHS.purchases(session.user._id), label: 'Mis Compras', link: true }
            : undefined
        }
      >
        <Stack gap="lg">
          {files.data.entregas.map((d) => (
            <PlanDelivery key={d._id} delivery={d} files={deliveryFiles} />
          ))}
          {files.data.files.length > 0 ? (
            <Stack gap="sm">
              {files.data.entregas.length > 0 && (
                <Title order={2} size="h4">
                  Archivos del plan
                </Title>
              )}
              <FileList names={files.data.files.map((f) => f.name)} />
            </Stack>
          ) : (
            files.data.entregas.length === 0 && (
              <EmptyState icon={IconFileOff} title="Todavía no hay archivos para descargar">
                Si esperabas encontrar algo acá, escribile a la nutricionista desde Mensajes.
              </EmptyState>
            )
          )}
        </Stack>
      </PageShell>
    );

  return (
    <>
      {orderId && (
        <Container size="md" pt="lg">
          <OrderStatus />
        </Container>
      )}
      {body}
    </>
  );
}

/**
 * The buyer's personalized plan: its files once delivered; before that the day it is due
 * (10 business days from the anamnesis, as deliveries computes it) or what is missing.
 */
function PlanDelivery({
  delivery: d,
  files,
}: {
  delivery: TOwnedDelivery;
  files: DeliveryFilesSlot;
}) {
  const session = useSession();
  if (d.state === 'Entregado')
    return (
      <Paper withBorder radius="md" p="md" component="section" aria-label="Tu plan personalizado">
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4">
              Tu plan personalizado
            </Title>
            <Text size="sm" c="dimmed">
              Entregado el {formatDate(d.deliveredAt ?? '')}
            </Text>
          </div>
          {d.notes && (
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {d.notes}
            </Text>
          )}
          {files(d.files)}
        </Stack>
      </Paper>
    );
  if (d.missing === 'anamnesis')
    return (
      <Alert color="yellow" variant="light" icon={<IconClipboardHeart aria-hidden />}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{DELIVERY_MSG.missingAnamnesis}</Text>
          {session && (
            <Button
              component={Link}
              to={PATHS.anamnesisFor(d.planAnamnesis, session.user._id)}
              size="xs"
            >
              Completar la anamnesis
            </Button>
          )}
        </Stack>
      </Alert>
    );
  return (
    <Alert color="blue" variant="light" icon={<IconClockHour4 aria-hidden />}>
      <Text fw={600}>
        Tu plan personalizado estará listo a más tardar el {formatDay(d.dueDate ?? '')}
      </Text>
      <Text size="sm">Te avisamos por e-mail apenas puedas descargarlo acá.</Text>
    </Alert>
  );
}

function FileList({ names }: { names: string[] }) {
  const { downloading, download } = useProductFileDownload();
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {names.map((name, i) => {
        const label = `Archivo ${i + 1}`;
        return (
          <Paper key={name} component="li" withBorder radius="md" p="sm">
            <Group gap="sm" justify="space-between">
              <Group gap="sm" wrap="nowrap">
                <FileKindIcon name={name} size="xl" />
                <Stack gap={0}>
                  <Text fw={600}>{label}</Text>
                  <Text size="xs" c="dimmed">
                    {fileKind(name).label}
                  </Text>
                </Stack>
              </Group>
              <Button
                w={{ base: '100%', xs: 'auto' }}
                variant="light"
                leftSection={<IconDownload size={18} aria-hidden />}
                loading={downloading === name}
                onClick={() => void download(name)}
                aria-label={`Descargar archivo ${i + 1} (${fileKind(name).label})`}
              >
                Descargar archivo
              </Button>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
