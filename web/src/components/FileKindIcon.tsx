import { ThemeIcon } from '@mantine/core';
import { IconFileTypePdf, IconFileUnknown, IconPhoto, type Icon } from '@tabler/icons-react';

/** What a product file is, by its name's extension (the drop zone takes PDF, PNG and JPEG). */
export function fileKind(name: string): { label: string; icon: Icon; color: string } {
  const ext = name.split('.').pop()?.toLowerCase();
  if (ext === 'pdf') return { label: 'PDF', icon: IconFileTypePdf, color: 'red' };
  if (ext === 'png' || ext === 'jpg' || ext === 'jpeg')
    return { label: ext === 'png' ? 'PNG' : 'JPG', icon: IconPhoto, color: 'blue' };
  return { label: 'Archivo', icon: IconFileUnknown, color: 'gray' };
}

/** A document's icon: PDF, picture, or any other file. */
export function FileKindIcon({ name, size = 'lg' }: { name: string; size?: 'lg' | 'xl' }) {
  const kind = fileKind(name);
  return (
    <ThemeIcon variant="light" color={kind.color} size={size} aria-hidden>
      <kind.icon size={size === 'xl' ? 24 : 20} />
    </ThemeIcon>
  );
}
