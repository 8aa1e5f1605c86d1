import {
  ActionIcon,
  Badge,
  Box,
  Image,
  Loader,
  Overlay,
  Paper,
  SimpleGrid,
  Text,
  Tooltip,
  type SimpleGridProps,
} from '@mantine/core';
import { IconTrash, IconX } from '@tabler/icons-react';

export interface ImageTile {
  key: string;
  src: string;
  alt: string;
  /** A short caption on the image, e.g. 'Imagen 1' or 'Nueva'. */
  badge?: string;
  /** Being uploaded or removed. */
  busy?: boolean;
  /** A chosen image not saved yet: removing it only drops it from the list. */
  pending?: boolean;
}

interface Props {
  tiles: ImageTile[];
  onRemove: (tile: ImageTile) => void;
  /** Width / height of each tile, e.g. 32 / 9 for the desktop slider. */
  ratio?: number;
  cols?: SimpleGridProps['cols'];
  /** Accessible name of the list. */
  label: string;
  disabled?: boolean;
}

/** Stored and chosen images, each with its remove button. */
export function ImageTiles({ tiles, onRemove, ratio = 1, cols, label, disabled }: Props) {
  if (tiles.length === 0) return null;
  return (
    <SimpleGrid
      cols={cols ?? { base: 2, xs: 3, sm: 4 }}
      spacing="sm"
      verticalSpacing="sm"
      component="ul"
      aria-label={label}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {tiles.map((t) => (
        <Paper
          key={t.key}
          component="li"
          withBorder
          radius="md"
          style={{ overflow: 'hidden', position: 'relative' }}
        >
          <Box style={{ aspectRatio: String(ratio), background: 'var(--mantine-color-gray-1)' }}>
            <Image src={t.src} alt={t.alt} h="100%" w="100%" fit="cover" loading="lazy" />
          </Box>
          {t.busy && (
            <Overlay color="#fff" backgroundOpacity={0.6} center zIndex={1}>
              <Loader size="sm" aria-label="Procesando" />
            </Overlay>
          )}
          {t.badge && (
            <Badge
              size="sm"
              variant={t.pending ? 'filled' : 'white'}
              color={t.pending ? 'yellow' : 'dark'}
              radius="sm"
              style={{ position: 'absolute', top: 6, left: 6, zIndex: 2 }}
            >
              {t.badge}
            </Badge>
          )}
          <Tooltip label={t.pending ? 'Quitar de la lista' : 'Eliminar imagen'}>
            <ActionIcon
              variant="white"
              color="red"
              radius="xl"
              size="md"
              onClick={() => onRemove(t)}
              disabled={disabled || t.busy}
              aria-label={t.pending ? `Quitar ${t.alt} de la lista` : `Eliminar ${t.alt}`}
              style={{
                position: 'absolute',
                top: 6,
                right: 6,
                zIndex: 2,
                boxShadow: 'var(--mantine-shadow-xs)',
              }}
            >
              {t.pending ? <IconX size={16} aria-hidden /> : <IconTrash size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** A line under an empty image list. */
export function NoImages({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}
