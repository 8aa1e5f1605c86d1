import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../../../test/fixtures';
import type { Manifest } from './manifest';
import { MAX_MEDIA_BYTES, MAX_ROW_BYTES, restoreArchive } from './restore';
import { databaseLevel } from './schema-level';
import {
  encrypt,
  TEST_BACKUP_KEY,
  type Target,
  useBackupsSuite,
} from '../../../test/backups-suite';

const {
  t,
  source,
  tempDir,
  emptyTarget,
  answers,
  fileHashes,
  countFiles,
  flip,
  plainArchive,
  repack,
  writeTarGz,
} = useBackupsSuite();

/** The first 60% of some bytes: a copy cut short. */
const cut = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length * 0.6));

/** These bytes as a file of their own. */
async function written(bytes: Buffer): Promise<string> {
  const file = path.join(await tempDir(), 'rota.tar.gz.cifrada');
  await fs.writeFile(file, bytes);
  return file;
}

describe('a restore refuses', () => {
  // One empty target for every refusal: each must leave it as empty as it found it.
  let blank: Target;
  beforeAll(async () => {
    blank = await emptyTarget('pglite');
  });
  afterAll(() => blank.close());

  it('a target that is not empty (the very practice it came from), changing nothing', async () => {
    const before = { files: await fileHashes(t.storage), answers: await answers(t.app) };
    await expect(
      restoreArchive({
        file: source.archive,
        key: TEST_BACKUP_KEY,
        database: t.database,
        storage: t.storage,
      }),
    ).rejects.toThrow(/El destino no está vacío .*No se cambió nada/);
    expect(await fileHashes(t.storage)).toEqual(before.files);
    expect(await answers(t.app)).toEqual(before.answers);
  });

  it('an empty database beside a storage that holds files, writing nothing', async () => {
    const stray = await blank.storage.put('images', await pngImage(10, 10), 'png');
    try {
      await expect(
        restoreArchive({
          file: source.archive,
          key: TEST_BACKUP_KEY,
          database: blank.database,
          storage: blank.storage,
        }),
      ).rejects.toThrow('1 archivo en images');
      expect(await databaseLevel(blank.database.db)).toBeNull();
      expect(await blank.storage.list('images')).toEqual([stray]);
    } finally {
      await blank.storage.remove('images', stray);
    }
  });

  const broken: Array<[string, () => Promise<string>, RegExp]> = [
    [
      'a file whose bytes changed (its checksum)',
      () => repack((name, data) => (name.startsWith('media/photos/') ? flip(data) : data)),
      /dañada: 'media\/photos\/.*' no coincide con su suma de verificación/,
    ],
    [
      'a table whose rows changed',
      () =>
        repack((name, data) =>
          name === 'db/sales.jsonl' ? Buffer.from(data.toString().replace('2499.5', '1.0')) : data,
        ),
      /dañada: 'db\/sales.jsonl'/,
    ],
    [
      'an archive missing a file',
      () => repack((name, data) => (name.startsWith('media/deliveries/') ? null : data)),
      /incompleta: le falta 'media\/deliveries\//,
    ],
    [
      'an archive cut short',
      async () => written(cut(await fs.readFile(source.archive))),
      /La copia está dañada o incompleta: su contenido cifrado no pasa la verificación/,
    ],
    [
      'an archive with bytes added after its end',
      async () => written(Buffer.concat([await fs.readFile(source.archive), Buffer.from('x')])),
      /La copia está dañada o incompleta/,
    ],
    [
      'an archive encrypted with another key, before reading a byte of it',
      async () => written(await encrypt(await plainArchive(), 'otra-clave-que-no-es-esta')),
      /^La clave no es la de esta copia: la copia se hizo con la clave de huella [0-9A-F]{4}-[0-9A-F]{4}, y la que se usó tiene la huella [0-9A-F]{4}-[0-9A-F]{4}\.$/,
    ],
    [
      'a plain archive from before the encryption, cut short',
      async () => written(cut(await plainArchive())),
      /no es una copia de seguridad de esta aplicación, o está dañado o incompleto/,
    ],
    [
      'a file that is no archive at all',
      async () => {
        const file = path.join(await tempDir(), 'notas.tar.gz');
        await fs.writeFile(file, 'esto no es una copia');
        return file;
      },
      /no es una copia de seguridad de esta aplicación/,
    ],
    [
      "another program's tar.gz, encrypted with the right key",
      () => writeTarGz([{ name: 'fotos/vacaciones.jpg', data: Buffer.from('jpg') }]),
      /no es una copia de seguridad de esta aplicación.*fotos\/vacaciones\.jpg/,
    ],
    [
      "another program's plain tar.gz",
      () => writeTarGz([{ name: 'fotos/vacaciones.jpg', data: Buffer.from('jpg') }], { key: null }),
      /no es una copia de seguridad de esta aplicación.*fotos\/vacaciones\.jpg/,
    ],
    [
      'a file bigger than any the app stores (a small archive that unpacks huge), unread',
      () =>
        repack((name, data) =>
          name.startsWith('media/files/') ? Buffer.alloc(MAX_MEDIA_BYTES + 1) : data,
        ),
      /no es una copia de seguridad de esta aplicación.*pesa más que cualquier archivo/,
    ],
    [
      'a table with a row longer than any the app writes',
      () =>
        repack((name, data) =>
          name === 'db/sales.jsonl'
            ? Buffer.concat([data, Buffer.alloc(MAX_ROW_BYTES + 1, 0x20), Buffer.from('\n')])
            : data,
        ),
      /'db\/sales.jsonl' tiene una fila de más de 64 MB/,
    ],
    [
      'a backup of a newer version of the app',
      () =>
        repack((name, data) => {
          if (name !== 'manifest.json') return data;
          const m = JSON.parse(data.toString()) as Manifest;
          m.migrations = {
            count: m.migrations.count + 1,
            last: '9999_futuro',
            lastWhen: Date.parse('2099-01-01'),
          };
          return Buffer.from(JSON.stringify(m));
        }),
      /versión más nueva de la aplicación \(migración 9999_futuro\)/,
    ],
  ];

  it.each(broken)('%s, before writing anything', async (_what, make, message) => {
    const file = await make();
    await expect(
      restoreArchive({
        file,
        key: TEST_BACKUP_KEY,
        database: blank.database,
        storage: blank.storage,
      }),
    ).rejects.toThrow(message);
    expect(await databaseLevel(blank.database.db)).toBeNull();
    expect(await countFiles(blank.storage)).toEqual({
      images: 0,
      files: 0,
      photos: 0,
      deliveries: 0,
    });
  });
});
