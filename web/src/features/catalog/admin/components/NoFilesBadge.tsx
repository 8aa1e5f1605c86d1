import { Badge } from '@mantine/core';
import { unlocksFiles } from '@contract/catalog';

/**
 * 'Sin archivos': an ebook or recipe book that has no file yet cannot be bought (its
 * page says 'Próximamente', DECISIONS §9) until she adds one with 'Archivos'.
 */
export function NoFilesBadge({
  kind,
  type,
  hasFiles,
  size = 'xs',
}: {
  kind: 'plan' | 'receta';
  type?: string;
  hasFiles: boolean;
  size?: 'xs' | 'sm';
}) {
  if (hasFiles || !unlocksFiles(kind, type)) return null;
  return (
    <Badge size={size} variant="light" color="orange" tt="none">
      Sin archivos
    </Badge>
  );
}
