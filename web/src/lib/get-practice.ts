import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPractice } from '@contract/practice';
import { api } from './api';

/**
 * The nutritionist herself (DECISIONS §9): her name, photo, title and the consulting
 * room. Read by the public pages (Quien Soy, Turnos Presenciales, Contacto, prefetched
 * on the server) and by Editar Web's form: here, because features do not import each other.
 */
export const practiceKey = () => ['practice'] as const;

/** GET /api/consultorio */
export async function getPractice(signal?: AbortSignal): Promise<TPractice> {
  return (await api('GET /consultorio', { signal })).consultorio;
}

export function practiceQueryOptions() {
  return queryOptions({
    queryKey: practiceKey(),
    queryFn: ({ signal }) => getPractice(signal),
    staleTime: 5 * 60_000,
  });
}

export const usePractice = () => useQuery(practiceQueryOptions());
