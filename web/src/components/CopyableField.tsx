import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/**
 * A secret or a link shown to be copied (the calendar's private feed, the backups' key):
 * read-only, selected whole on focus, with 'Copiar' beside it that says 'Copiado' once done.
 * `monospace` for a key read character by character.
 */
export function CopyableField({
  label,
  value,
  monospace = false,
  copiedText = 'Copiado',
}: {
  label: string;
  value: string;
  monospace?: boolean;
  /** 'Copiada' for a feminine noun (la clave). */
  copiedText?: string;
}) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <TextInput
        label={label}
        value={value}
        readOnly
        onFocus={(e) => e.currentTarget.select()}
        styles={
          monospace ? { input: { fontFamily: 'var(--mantine-font-family-monospace)' } } : undefined
        }
        style={{ flex: 1, minWidth: 0 }}
        autoComplete="off"
        spellCheck={false}
      />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            variant={copied ? 'filled' : 'default'}
            color={copied ? 'green' : undefined}
            leftSection={
              copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
            }
            onClick={copy}
          >
            {copied ? copiedText : 'Copiar'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
