import { Button, Group, Textarea, type TextareaProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  saving: boolean;
  onCancel: () => void;
  /** 'Agendar', 'Guardar' */
  submitLabel: string;
  icon: ReactNode;
}

/** The agenda dialogs' Cancelar and submit buttons. */
export function FormButtons({ saving, onCancel, submitLabel, icon }: Props) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={saving}>
        Cancelar
      </Button>
      <Button type="submit" loading={saving} leftSection={icon}>
        {submitLabel}
      </Button>
    </Group>
  );
}

/** The appointment's description: up to 1000 characters, as the server takes it. */
export function DescriptionField(props: TextareaProps) {
  return <Textarea autosize minRows={3} maxRows={8} maxLength={1000} {...props} />;
}
