import { youtubeUrl } from './format';

export type NumberValue = number | string;

/** What a text field sends: on create only when filled (spec §5), on edit always, so it can be cleared. */
export function textField(value: string, create: boolean): string | undefined {
  const v = value.trim();
  if (create && v === '') return undefined;
  return v;
}

/** What a number field sends: nothing when empty (the stored amount stays), else the plain number. */
export function numberField(value: NumberValue): string | undefined {
  if (value === '' || value === null || value === undefined) return undefined;
  // The inputs hand over a number, or their unformatted text ('12.' while typing).
  return typeof value === 'number' ? String(value) : value.trim().replace(/\.$/, '');
}

/** A stored money string ('3900.00') as the number inputs hold it. */
export const moneyValue = (money: string | null | undefined): NumberValue =>
  money === null || money === undefined || money === '' ? '' : Number(money);

/** A stored YouTube id shown as its link, which the admin recognises. */
export const videoValue = (id: string | null | undefined) => (id ? youtubeUrl(id) : '');
