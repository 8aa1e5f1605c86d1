import { CloseButton, Loader, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** Also its accessible name, e.g. 'Buscar por nombre o email'. */
  placeholder: string;
  label?: string;
  /** A search is loading: a spinner instead of the clear button. */
  searching?: boolean;
}

/** The search box of a list, with a clear button. */
export function SearchField({ value, onChange, placeholder, label, searching }: Props) {
  return (
    <TextInput
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      placeholder={placeholder}
      aria-label={label ?? placeholder}
      enterKeyHint="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSectionPointerEvents="all"
      rightSection={
        searching ? (
          <Loader size={14} aria-label="Buscando" />
        ) : value ? (
          <CloseButton size="sm" aria-label="Borrar búsqueda" onClick={() => onChange('')} />
        ) : null
      }
      style={{ flex: '1 1 260px', maxWidth: 420 }}
    />
  );
}
