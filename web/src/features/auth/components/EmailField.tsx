import { TextInput, type TextInputProps } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';

/** The account's e-mail, as every auth form asks for it. */
export function EmailField(props: TextInputProps) {
  return (
    <TextInput
      label="Email"
      type="email"
      inputMode="email"
      autoComplete="email"
      placeholder="tu@email.com"
      leftSection={<IconMail size={18} aria-hidden />}
      withAsterisk
      {...props}
    />
  );
}
