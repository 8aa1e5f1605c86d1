import { Button, Group, Paper, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';

/** The save button row at the foot of a form; `extra` goes before it (e.g. 'Descartar cambios'). */
export function SaveBar({
  label,
  saving,
  onClick,
  extra,
}: {
  label: string;
  saving: boolean;
  /** Without it, the button submits the form. */
  onClick?: () => void;
  extra?: ReactNode;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      {extra}
      <Button
        type={onClick ? 'button' : 'submit'}
        onClick={onClick}
        loading={saving}
        leftSection={<IconDeviceFloppy size={18} aria-hidden />}
      >
        {label}
      </Button>
    </Group>
  );
}

/** A form on its card: the fields, then the save bar. */
export function FormCard({
  onSubmit,
  saveLabel,
  saving,
  extra,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  saveLabel: string;
  saving: boolean;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          {children}
          <SaveBar label={saveLabel} saving={saving} extra={extra} />
        </Stack>
      </form>
    </Paper>
  );
}
