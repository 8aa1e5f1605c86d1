import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useClientSearch } from '../api/search-clients';

interface Option {
  value: string;
  label: string;
}

/** The admin's 'Cliente' field: a searchable select over the clients (by name or e-mail). */
export function ClientSelect({
  value,
  onChange,
  error,
  onBlur,
}: {
  value: string;
  onChange: (id: string) => void;
  error?: ReactNode;
  onBlur?: () => void;
}) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Option | null>(null);
  // Once picked, the box shows the client's label: that is not a new search.
  const typed = picked && search === picked.label ? '' : search;
  const [q] = useDebouncedValue(typed.trim(), 300);
  const query = useClientSearch(q, true);
  const found: Option[] = (query.data ?? []).map((u) => ({
    value: u._id,
    label: `${u.name} (${u.email})`,
  }));
  const data = picked && !found.some((o) => o.value === picked.value) ? [picked, ...found] : found;

  return (
    <Select
      label="Cliente"
      placeholder="Buscá por nombre o email"
      required
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      data={data}
      // The server already searched (ignoring accents): show every answer.
      filter={({ options }) => options}
      value={value || null}
      onChange={(id, option) => {
        setPicked(option ?? null);
        onChange(id ?? '');
      }}
      onBlur={onBlur}
      error={error}
      nothingFoundMessage={query.isFetching ? 'Buscando…' : 'No hay clientes que coincidan'}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
