import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * Mantine's PasswordInput does not mark its inner input aria-invalid, so screen
 * readers miss the error; this one does, and its show/hide button speaks Spanish.
 */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      aria-invalid={Boolean(props.error)}
      visibilityToggleButtonProps={{ 'aria-label': 'Mostrar u ocultar la contraseña' }}
      {...props}
    />
  );
}
