import { formatQuantity } from '@contract/numbers';

/** What `npm run backup` and `npm run restore` print, and how they stop on a refusal. */

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

export function megabytes(bytes: number): string {
  return formatQuantity(bytes / 1_000_000, 'MB', 1);
}

/** 'Tablas: users 3, sales 1...' and 'Archivos: images 2...' from a run's or a restore's counts. */
export function describeCounts(counts: Record<string, number>): string {
  const sorted = Object.entries(counts).sort(([a], [b]) => a.localeCompare(b));
  const tables = sorted.filter(([k]) => !k.startsWith('media/'));
  const files = sorted.filter(([k]) => k.startsWith('media/'));
  const list = (items: [string, number][]) =>
    items.map(([k, n]) => `${k.replace(/^media\//, '')} ${n}`).join(', ') || 'ninguno';
  return `  Filas por tabla: ${list(tables)}\n  Archivos: ${list(files)}`;
}
