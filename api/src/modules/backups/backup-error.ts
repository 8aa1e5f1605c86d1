/**
 * A refusal or failure of a backup or a restore, in words the person who runs it acts
 * on (Spanish). Anything else that fails is unexpected and told as such (reasonOf).
 */
export class BackupError extends Error {
  override readonly name = 'BackupError';
}

/**
 * The innermost error: Drizzle wraps the database's own ('duplicate key...') in one
 * that repeats the statement and its parameters, which are rows of the practice.
 */
function rootOf(err: unknown): unknown {
  let e = err;
  for (let i = 0; i < 5 && e instanceof Error && e.cause !== undefined; i++) e = e.cause;
  return e;
}

/** Why a backup or restore failed, in plain Spanish, for backup_runs.error and the CLI. */
export function reasonOf(err: unknown): string {
  if (err instanceof BackupError) return err.message;
  const root = rootOf(err);
  const code = root instanceof Error && 'code' in root ? root.code : undefined;
  const detail = (root instanceof Error ? root.message : String(root)).slice(0, 300);
  if (code === 'ENOSPC') return `No queda espacio en el disco (${detail}).`;
  if (code === 'EACCES' || code === 'EPERM')
    return `No hay permiso para escribir donde van las copias (${detail}); revisá BACKUP_DIR.`;
  return `Error inesperado: ${detail}`;
}

/**
 * A reason as the back office shows it: the system's messages quote the paths they failed
 * on ('EACCES: permission denied, mkdir '/srv/…''), which stay in the record and the CLI's
 * output but not on the page (issue 30).
 */
export function withoutServerPaths(reason: string): string {
  return reason.replace(/(['"`])(?:[A-Za-z]:)?[/\\][^'"`]*\1/g, 'una ruta del servidor');
}
