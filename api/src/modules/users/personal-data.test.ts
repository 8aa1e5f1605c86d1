import { getTableConfig, isPgEnum, pgTable, uuid, type PgTable } from 'drizzle-orm/pg-core';
import { is, sql, Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PERSONAL_DATA_KINDS } from '@contract/privacy';
import { anamnesisCreate } from '@contract/testing/anamnesis';
import { jpegImage, pngImage } from '../../../test/fixtures';
import { registerGuest, sendForm, useTestApp } from '../../../test/harness';
import { userRegistryOf } from '../../app';
import * as schema from '../schema';
import { personalFiles, personalRowCounts, type PersonalDataSource } from './personal-data';
import { deleteUser } from './users.service';
import { users } from './users.tables';

const { t, admin, adminAccount } = useTestApp();

/** Every column of the schema that holds a person's id: users.id and the keys that reference it. */
function columnsNamingAPerson(tables: readonly unknown[] = Object.values(schema)): string[] {
  const found = ['users.id'];
  for (const value of tables) {
    if (isPgEnum(value) || !is(value, Table)) continue;
    const config = getTableConfig(value as PgTable);
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      if (getTableConfig(ref.foreignTable).name !== 'users') continue;
      for (const c of ref.columns) found.push(`${config.name}.${c.name}`);
    }
  }
  return found.sort();
}

function declaredColumns(sources: readonly PersonalDataSource[]): string[] {
  return sources
    .flatMap((s) => s.rows.map((r) => `${getTableConfig(r.table).name}.${r.by.name}`))
    .sort();
}

describe('the personal-data registry (DECISIONS §13)', () => {
  it('declares every column that names a person, each exactly once (derived from the schema)', () => {
    const declared = declaredColumns(userRegistryOf().personalData.sources);
    expect(declared).toEqual(columnsNamingAPerson());
    // A module's table forgotten in the registry fails the comparison above; so does one
    // declared twice, since the lists are compared with their repetitions.
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('a new table that names a person fails the comparison until a module declares it', () => {
    const declared = declaredColumns(userRegistryOf().personalData.sources);
    const zzDiary = pgTable('zz_diary', {
      userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    });
    expect(declared).not.toEqual(columnsNamingAPerson([...Object.values(schema), zzDiary]));
    const withIt = userRegistryOf([
      { module: 'zz-diary', rows: [{ table: zzDiary, by: zzDiary.userId, kind: 'cuenta' }] },
    ]);
    expect(declaredColumns(withIt.personalData.sources)).toEqual(
      columnsNamingAPerson([...Object.values(schema), zzDiary]),
    );
  });

  it("every kind 'Mis datos' names is some module's, and every declaration names one", () => {
    const used = new Set(
      userRegistryOf().personalData.sources.flatMap((s) => s.rows.map((r) => r.kind)),
    );
    expect([...used].sort()).toEqual(Object.keys(PERSONAL_DATA_KINDS).sort());
  });

  it('refuses a module declared twice', () => {
    const again = { module: 'clinical', rows: [] };
    expect(() => userRegistryOf([again])).toThrow(/clinical/);
  });

  it("deleting a user walks the registry: a throwaway module's rows and files go too", async () => {
    // A module app.ts does not know, with a table of its own that references users.
    await t.database.db.execute(
      sql`create table zz_notes (user_id uuid not null references users(id) on delete cascade)`,
    );
    const zzNotes = pgTable('zz_notes', { userId: uuid('user_id').notNull() });
    const client = await registerGuest(t.app);
    await t.database.db.insert(zzNotes).values([{ userId: client.id }, { userId: client.id }]);
    const kept = await t.storage.put('files', await pngImage(20, 20), 'png');
    const asked: string[] = [];
    const throwaway: PersonalDataSource = {
      module: 'zz-notes',
      rows: [{ table: zzNotes, by: zzNotes.userId, kind: 'cuenta' }],
      files: [
        {
          area: 'files',
          of: async (_db, userId) => {
            asked.push(userId);
            return [kept];
          },
        },
      ],
    };
    const userRegistry = userRegistryOf([throwaway]);
    const before = await personalRowCounts(t.database.db, userRegistry.personalData, client.id);
    expect(before['zz-notes.zz_notes']).toBe(2);
    expect(before['users.users']).toBe(1);

    const me = (
      await t.database.db
        .select()
        .from(users)
        .where(sql`id = ${adminAccount.id}`)
    )[0]!;
    await deleteUser(
      { db: t.database.db, clock: t.clock, storage: t.storage, userRegistry },
      me,
      client.id,
    );

    expect(asked).toEqual([client.id]);
    expect(await t.storage.exists('files', kept)).toBe(false);
    const after = await personalRowCounts(t.database.db, userRegistry.personalData, client.id);
    expect(Object.values(after).every((n) => n === 0)).toBe(true);
    await t.database.db.execute(sql`drop table zz_notes`);
  });

  it('DELETE /api/user/{id} removes every row and file the modules declare', async () => {
    const client = await registerGuest(t.app);
    const { personalData } = userRegistryOf();
    // A profile photo, an anamnesis, a control with a photo, a message from the client.
    const photo = await sendForm(
      t.app,
      { method: 'POST', url: `/api/user/${client.id}`, headers: client.headers },
      { _id: client.id, name: 'Con datos' },
      [{ name: 'yo.png', type: 'image/png', data: await pngImage() }],
    );
    expect(photo.statusCode).toBe(200);
    const anamnesis = await t.app.inject({
      method: 'POST',
      url: '/api/new-anamnesis',
      headers: client.headers,
      payload: anamnesisCreate(client.id),
    });
    expect(anamnesis.statusCode).toBe(200);
    const control = await sendForm(
      t.app,
      { method: 'POST', url: '/api/new-control', headers: client.headers },
      { userId: client.id, typo: 'Online', peso: '70' },
      [{ name: 'foto.jpg', type: 'image/jpeg', data: await jpegImage() }],
    );
    expect(control.statusCode).toBe(200);
    const message = await t.app.inject({
      method: 'POST',
      url: '/api/sendmensaje',
      headers: client.headers,
      payload: { title: 'Hola', message: 'Una consulta' },
    });
    expect(message.statusCode).toBe(200);

    const counts = await personalRowCounts(t.database.db, personalData, client.id);
    expect(counts).toMatchObject({
      'users.users': 1,
      'auth.sessions': 1,
      'clinical.anamneses': 1,
      'clinical.controls': 1,
      'messages.messages': 1,
    });
    const files = await personalFiles(t.database.db, personalData, client.id);
    expect(files.get('images')).toHaveLength(1);
    expect(files.get('photos')).toHaveLength(1);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/${client.id}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const after = await personalRowCounts(t.database.db, personalData, client.id);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    for (const [area, names] of files) {
      for (const name of names)
        expect([area, await t.storage.exists(area, name)]).toEqual([area, false]);
    }
  });
});
