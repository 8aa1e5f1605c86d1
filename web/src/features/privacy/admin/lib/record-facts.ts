import { ANAMNESIS_REQUIRED, CONTROL_RANGES, EXTENDED_FIELD_NAMES } from '@contract/clinical';
import { formatDecimal } from '@contract/numbers';
import { formatDateTime } from '@web/lib/dates';

/** A field's label by its stored name ('workHours', 'desayuno_lugar'), when it is known. */
export type FieldLabel = (key: string) => string | undefined;

/** One answer of a kept record, as she reads it. */
export interface RecordFact {
  key: string;
  label: string;
  value: string;
}

/** Stored for the database, not for a reader: ids, photo names (gone with the account). */
const HIDDEN = new Set(['id', '_id', 'userId', 'formerUserId', 'avatar', 'seenAt', 'extended']);
/** Said last: when the record was made and the consent it was made under. */
const LAST = ['consentVersion', 'consentedAt', 'consentRecordedBy', 'createdAt', 'updatedAt'];
/**
 * The forms' order (a stored record's keys come in the database's order, which for jsonb
 * is by length): the kind, the anamnesis's questions, a control's measures and notes, the
 * extended meals and foods; anything else after them, then LAST.
 */
const ORDER = [
  'kind',
  'typo',
  ...ANAMNESIS_REQUIRED,
  'intolerancias',
  ...Object.keys(CONTROL_RANGES),
  'objetivo',
  'notas',
  ...EXTENDED_FIELD_NAMES,
];
const rank = (key: string) => {
  const last = LAST.indexOf(key);
  if (last >= 0) return ORDER.length + 1 + last;
  const i = ORDER.indexOf(key);
  return i >= 0 ? i : ORDER.length;
};

const LABELS: Record<string, string> = {
  kind: 'Ficha',
  typo: 'Tipo de control',
  notas: 'Notas',
  objetivo: 'Objetivo',
  consentVersion: 'Versión del consentimiento',
  consentedAt: 'Consentimiento dado el',
  consentRecordedBy: 'Consentimiento registrado por',
  createdAt: 'Creado el',
  updatedAt: 'Modificado el',
  ...Object.fromEntries(Object.entries(CONTROL_RANGES).map(([k, r]) => [k, r.label])),
};

/** Stored values that read better in words. */
const VALUES: Record<string, Record<string, string>> = {
  kind: { Simple: 'Simple (a distancia)', Extendido: 'Extendida (presencial)' },
  typo: { Online: 'A distancia', Offline: 'Presencial' },
  consentRecordedBy: { client: 'la persona', admin: 'la nutricionista' },
};

/** A name no label knows, in words: 'sportsDays' -> 'Sports days', 'comida_fuera' -> 'Comida fuera'. */
export function wordsOf(key: string): string {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** A stored decimal ('72.50'); whole numbers typed as text ('2020') stay as typed. */
const DECIMAL = /^-?\d+\.\d+$/;

/** An answer as read ('72,5', '12 nov. 2026, 09:30'); null when there is none. */
export function valueText(key: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const named = VALUES[key]?.[String(value)];
  if (named) return named;
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number') return formatDecimal(value, 2);
  if (typeof value === 'string') {
    if (INSTANT.test(value)) return formatDateTime(value);
    if (DECIMAL.test(value)) return formatDecimal(Number(value), 2);
    return value;
  }
  if (Array.isArray(value)) return value.length > 0 ? value.map(String).join(', ') : null;
  return JSON.stringify(value);
}

/**
 * A kept row (an anamnesis or a control, as the database held it) as labelled answers in the
 * forms' order: its own fields, an extended anamnesis's meals and foods, then when it was
 * made and under which consent. Empty answers are left out; `omit` names fields shown
 * elsewhere.
 */
export function recordFacts(
  row: Record<string, unknown>,
  labelOf?: FieldLabel,
  omit: readonly string[] = [],
): RecordFact[] {
  const skip = new Set([...HIDDEN, ...omit]);
  const extended =
    row.extended && typeof row.extended === 'object' && !Array.isArray(row.extended)
      ? Object.entries(row.extended as Record<string, unknown>)
      : [];
  const ordered = [...Object.entries(row).filter(([k]) => !skip.has(k)), ...extended].sort(
    ([a], [b]) => rank(a) - rank(b),
  );
  return ordered.flatMap(([key, raw]) => {
    const value = valueText(key, raw);
    return value === null
      ? []
      : [{ key, label: labelOf?.(key) ?? LABELS[key] ?? wordsOf(key), value }];
  });
}

const READ: Record<string, string> = {
  anamnesis: 'leyó la anamnesis',
  controles: 'vio la lista de controles',
  control: 'abrió un control',
};

/** One line of a kept access log ({ at, adminName, what }): 'Laura Méndez leyó la anamnesis'. */
export function keptAccessText(entry: Record<string, unknown>): string {
  const who = typeof entry.adminName === 'string' ? entry.adminName : 'Alguien';
  const what = typeof entry.what === 'string' ? entry.what : '';
  return `${who} ${READ[what] ?? `consultó ${what || 'la historia clínica'}`}`;
}
