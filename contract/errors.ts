import { AGENDA_MSG } from './agenda-slots';
import { AUTH_MSG } from './auth';
import { BACKUP_MSG } from './backups';
import { CATALOG_MSG } from './catalog';
import { CLINICAL_MSG } from './clinical-text';
import { COMMERCE_MSG } from './commerce';
import { CREDITS_MSG } from './credits';
import { MSG } from './common-text';
import { DELIVERY_MSG } from './deliveries';
import { FOOD_MSG } from './foods';
import { LINK_MSG } from './media';
import { MEAL_PLAN_MSG } from './meal-plans-text';
import { MESSAGES_MSG } from './messages';
import { PRACTICE_MSG } from './practice';
import { USERS_MSG } from './users';
import { WAITLIST_MSG } from './waitlist';

/**
 * Every catalog of Spanish texts the API may answer with, by the name that prefixes its
 * codes. A refusal's `code` is `<catalog>.<key>` of its text ('commerce.alreadyOwned'):
 * stable while the wording changes, and what the web matches instead of the text.
 */
const CATALOGS = {
  common: MSG,
  auth: AUTH_MSG,
  users: USERS_MSG,
  catalog: CATALOG_MSG,
  links: LINK_MSG,
  agenda: AGENDA_MSG,
  clinical: CLINICAL_MSG,
  commerce: COMMERCE_MSG,
  deliveries: DELIVERY_MSG,
  foods: FOOD_MSG,
  mealPlans: MEAL_PLAN_MSG,
  messages: MESSAGES_MSG,
  practice: PRACTICE_MSG,
  backups: BACKUP_MSG,
  credits: CREDITS_MSG,
  waitlist: WAITLIST_MSG,
} as const;

type Catalogs = typeof CATALOGS;
export type ErrorCode = {
  [C in keyof Catalogs]: `${C}.${Extract<keyof Catalogs[C], string>}`;
}[keyof Catalogs];

/** The code of a refusal the catalogs do not name (a message built at run time), by status. */
export const STATUS_CODES: Readonly<Record<number, ErrorCode>> = {
  400: 'common.invalid',
  401: 'common.unauthenticated',
  403: 'common.forbidden',
  404: 'common.notFound',
  413: 'common.tooLarge',
  415: 'common.mediaType',
  429: 'common.tooManyRequests',
  500: 'common.server',
  502: 'common.server',
  503: 'common.server',
};

let byText: Map<string, ErrorCode> | undefined;

/** Text -> code; each text stands in one catalog only (errors.test.ts checks it). */
function index(): Map<string, ErrorCode> {
  if (byText) return byText;
  byText = new Map();
  for (const [catalog, texts] of Object.entries(CATALOGS)) {
    for (const [key, text] of Object.entries(texts)) {
      if (typeof text === 'string') byText.set(text, `${catalog}.${key}` as ErrorCode);
    }
  }
  return byText;
}

/** The stable code of a refusal: its text's catalog entry, else its status's. */
export function errorCodeOf(status: number, message: string): ErrorCode {
  return (
    index().get(message) ??
    STATUS_CODES[status] ??
    (status >= 500 ? 'common.server' : 'common.invalid')
  );
}

/** Every catalog entry, for the test that keeps texts unique and codes well formed. */
export function catalogEntries(): Array<{ code: string; text: unknown }> {
  return Object.entries(CATALOGS).flatMap(([catalog, texts]) =>
    Object.entries(texts).map(([key, text]) => ({ code: `${catalog}.${key}`, text })),
  );
}
