import type { TBackupRun } from '@contract/backups';

/** A run's state as a badge says it, and the badge's colour (the theme's AA shades). */
export const STATUS: Record<TBackupRun['status'], { label: string; color: string }> = {
  ok: { label: 'Hecha', color: 'green' },
  failed: { label: 'Falló', color: 'red' },
  running: { label: 'En curso', color: 'blue' },
};

/** Who asked for it: the server's daily one, her button, or `npm run backup`. */
export const TRIGGER: Record<TBackupRun['trigger'], string> = {
  daily: 'Diaria',
  manual: 'Manual',
  cli: 'Consola',
};

const PLACE: Record<string, string> = { disk: 'el servidor', s3: 'S3' };

/** 'El servidor y S3'; '' for a run that kept nothing (it failed or is still going). */
export function placesText(places: readonly string[]): string {
  if (places.length === 0) return '';
  const names = places.map((p) => PLACE[p] ?? p);
  const text =
    names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} y ${names.at(-1)!}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
