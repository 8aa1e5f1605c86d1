import type { TControlType } from '@contract/clinical';
import { decimalText } from '@web/lib/decimal';
import { toFormData } from '@web/lib/form-data';
import { fieldsOf, isMeasure, type ControlValues, type FieldName } from './fields';

interface PayloadOptions {
  typo: TControlType;
  /** When creating. */
  userId?: string;
  /** When editing: the stored photo names to keep, and the fields emptied since it opened. */
  keep?: readonly string[];
  cleared?: readonly FieldName[];
}

/**
 * The fields a save sends (spec §5: only non-empty ones; the Offline-only fields are
 * never sent from the Online form), with `typo`, `userId` when creating and, when
 * editing, `avatar`: the stored photo names to keep.
 */
export function controlFields(values: ControlValues, opts: PayloadOptions): Record<string, string> {
  const out: Record<string, string> = { typo: opts.typo };
  if (opts.userId) out.userId = opts.userId;
  for (const name of fieldsOf(opts.typo)) {
    const text = values[name].trim();
    // A measure as typed ('72,5', or '72.' halfway) is sent as the number it is
    // ('72.5', '72'); free text as written.
    const v = isMeasure(name) ? decimalText(text) : text;
    if (v !== '') out[name] = v;
  }
  // An edit sends the fields it emptied as '' (the server clears them; spec §5's form
  // never sends an empty field otherwise), and always says which photos stay.
  for (const name of opts.cleared ?? []) out[name] = '';
  if (opts.keep) out.avatar = opts.keep.join(',');
  return out;
}

/** The multipart body of new-control/ and controls/{id}: the fields, then the new photos. */
export function controlFormData(
  values: ControlValues,
  opts: PayloadOptions,
  files: readonly File[],
): FormData {
  return toFormData(controlFields(values, opts), files);
}

/** The fields that held a value when the form opened and were emptied. */
export function clearedFields(
  initial: ControlValues,
  values: ControlValues,
  typo: TControlType,
): FieldName[] {
  return fieldsOf(typo).filter((k) => initial[k].trim() !== '' && values[k].trim() === '');
}
