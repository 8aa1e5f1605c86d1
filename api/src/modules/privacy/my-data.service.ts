import { eq } from 'drizzle-orm';
import { PERSONAL_DATA_KINDS, type PersonalDataKind, type TMyData } from '@contract/privacy';
import type { Db } from '../../db/client';
import { accessLogOf } from '../clinical';
import { personalRows, type ExportedRow, type UserRegistry } from '../users';
import { users } from '../users/users.tables';
import { requestsOf } from './data-requests.service';

export interface MyDataDeps {
  db: Db;
  userRegistry: UserRegistry;
}

const KINDS = Object.keys(PERSONAL_DATA_KINDS) as PersonalDataKind[];
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The health-data consent of an anamnesis row, as the download gives it. */
function consentOf(row: ExportedRow): TMyData['consents'][number] | null {
  const version = str(row.consentVersion);
  const at = row.consentedAt instanceof Date ? row.consentedAt.toISOString() : str(row.consentedAt);
  return version ? { label: 'Tratamiento de tus datos de salud (anamnesis)', version, at } : null;
}

/**
 * Everything 'Mis datos' shows (issue 33): the account, the consents with their versions
 * and dates (the terms accepted on registering, the anamnesis' health-data consent), how
 * many of each kind of data the practice holds (walking the personal-data registry, so a
 * module added later shows up), who read the clinical record, and the person's requests.
 */
export async function myData(deps: MyDataDeps, userId: string): Promise<TMyData> {
  const rows = await personalRows(deps.db, deps.userRegistry.personalData, userId);
  const [me] = await deps.db.select().from(users).where(eq(users.id, userId));
  return {
    account: {
      name: me?.name ?? '',
      email: me?.email ?? '',
      phone: me?.celPhone ?? '',
      createdAt: me?.createdAt.toISOString() ?? '',
    },
    consents: [
      ...(me?.termsVersion && me.termsAcceptedAt
        ? [
            {
              label: 'Términos y condiciones y política de privacidad',
              version: me.termsVersion,
              at: me.termsAcceptedAt.toISOString(),
            },
          ]
        : []),
      ...(rows.get('anamnesis') ?? []).flatMap((r) => consentOf(r) ?? []),
    ],
    kinds: KINDS.map((key) => ({
      key,
      ...PERSONAL_DATA_KINDS[key],
      count: rows.get(key)?.length ?? 0,
    })),
    access: (await accessLogOf(deps.db, userId)).map((a) => ({
      at: a.at,
      by: a.adminName,
      what: a.what,
    })),
    requests: await requestsOf(deps.db, userId),
  };
}
