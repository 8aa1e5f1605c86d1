import { Alert, Button, Progress, Stack, Text } from '@mantine/core';
import { IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { uploadPercent, uploadProgressText, type UploadProgress } from '@web/lib/photos';

interface Props {
  /** How far the save's body is, while it is sent; null otherwise. */
  progress: UploadProgress | null;
  /** The sizes of the photos in the body, in the order they are sent. */
  sizes: readonly number[];
  /** The last save never reached the server (or it failed there): offer it again. */
  failed: boolean;
}

/**
 * A save that carries photos, as it goes: 'Subiendo foto 1 de 2 · 45 %' over a bar; and
 * when the connection drops, a way to send it again as it is (the form keeps every value
 * and photo, so nothing is typed or chosen twice).
 */
export function UploadStatus({ progress, sizes, failed }: Props) {
  if (progress && sizes.length > 0) {
    const percent = uploadPercent(progress);
    return (
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {uploadProgressText(progress, sizes)}
        </Text>
        <Progress
          value={percent}
          size="lg"
          radius="xl"
          animated={percent >= 100}
          aria-label="Envío de las fotos"
        />
      </Stack>
    );
  }
  if (!failed) return null;
  return (
    <Alert color="yellow" icon={<IconWifiOff aria-hidden />} title="No se pudo enviar el control">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          Se cortó la conexión o el servicio no respondió. Tus medidas y fotos siguen acá: probá de
          nuevo.
        </Text>
        {/* A submit button: it sends the form as it is now, the same as 'Guardar'. */}
        <Button type="submit" size="xs" leftSection={<IconRefresh size={16} aria-hidden />}>
          Reintentar
        </Button>
      </Stack>
    </Alert>
  );
}
