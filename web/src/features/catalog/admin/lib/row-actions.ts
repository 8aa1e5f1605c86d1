import { IconEdit, IconEye, IconPaperclip, IconTrash } from '@tabler/icons-react';
import type { RowAction } from '@web/components/data-table/RowActions';

/** Agregar archivos, Editar, Ver, Eliminar for one product or tip (spec §2 'Admin panel'). */
export function contentActions({
  filesTo,
  editTo,
  viewTo,
  onDelete,
}: {
  filesTo?: string;
  editTo: string;
  viewTo: string;
  onDelete: () => void;
}): RowAction[] {
  return [
    ...(filesTo
      ? [{ label: 'Agregar archivos', to: filesTo, color: 'grape', icon: IconPaperclip }]
      : []),
    { label: 'Editar', to: editTo, color: 'blue', icon: IconEdit },
    { label: 'Ver', to: viewTo, color: 'gray', icon: IconEye },
    { label: 'Eliminar', onClick: onDelete, color: 'red', icon: IconTrash },
  ];
}
