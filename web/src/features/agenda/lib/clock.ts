/** '9' -> '09:00', '930' -> '09:30', '9.5' -> '09:05'; anything else is left as typed. */
export function tidyClock(typed: string): string {
  const t = typed.trim();
  const m = /^(\d{1,2})(?:[:.h]?(\d{1,2}))?$/.exec(
    t.length === 3 || t.length === 4 ? t.replace(/^(\d{1,2})(\d{2})$/, '$1:$2') : t,
  );
  if (!m) return typed;
  return `${m[1]!.padStart(2, '0')}:${(m[2] ?? '0').padStart(2, '0')}`;
}
