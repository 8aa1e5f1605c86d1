import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { BACKUP_KEY_MSG } from '@contract/backups';
import { createDiskStorage } from '../../media/storage';
import { shortFingerprintOf } from './cipher';
import { inspectArchive } from './restore';
import { TEST_BACKUP_KEY, useBackupsSuite } from '../../../test/backups-suite';

/*
 * Issue 33, 'Backups only she can read': every archive is encrypted; without its key a
 * restore says how to give it and changes nothing; with it, every checksum matches.
 */
const { t, source, tempDir, dataDirWithEmptyDatabase, fileHashes, plainArchive, runCli } =
  useBackupsSuite();

const run = promisify(execFile);

/** What's in the restored DATA_DIR's storage: every file with its SHA-256. */
const restoredFiles = (dataDir: string) =>
  fileHashes(createDiskStorage(path.join(dataDir, 'media')));

describe('an encrypted backup (issue 33)', () => {
  it("is no gzip to any program: the system's `file` says 'data'", async () => {
    expect(path.basename(source.archive)).toMatch(/^copia-.*Z\.tar\.gz\.cifrada$/);
    const { stdout } = await run('/usr/bin/file', ['--brief', source.archive]);
    expect(stdout.trim()).toBe('data');
    // The plain archive inside is the gzip it always was.
    const plain = path.join(await tempDir(), 'plana.tar.gz');
    await fs.writeFile(plain, await plainArchive());
    expect((await run('/usr/bin/file', ['--brief', plain])).stdout).toMatch(/^gzip compressed/);
    // No table row or file name shows through.
    const bytes = await fs.readFile(source.archive);
    for (const clear of ['manifest.json', 'db/users.jsonl', source.marta.email, 'Marta'])
      expect(bytes.includes(Buffer.from(clear)), clear).toBe(false);
  });

  it(
    'without its key a restore says how to give it, and leaves DATA_DIR as it found it',
    { timeout: 60_000 },
    async () => {
      const dataDir = await tempDir('nutri-sin-clave-');
      const res = await runCli('restore-cli', { DATA_DIR: dataDir }, [source.archive]);
      expect(res.code).toBe(1);
      expect(res.out).toContain(`No se restauró: ${BACKUP_KEY_MSG.noKey(source.archive)}`);
      expect(res.out).toContain('BACKUP_KEY=... npm run restore');
      expect(await fs.readdir(dataDir)).toEqual([]);
    },
  );

  it(
    'with a wrong key it names the key the copy needs, and changes nothing',
    { timeout: 60_000 },
    async () => {
      const dataDir = await tempDir('nutri-otra-clave-');
      const wrong = 'una-clave-que-no-es-la-de-la-copia';
      const res = await runCli('restore-cli', { DATA_DIR: dataDir, BACKUP_KEY: wrong }, [
        source.archive,
      ]);
      expect(res.code).toBe(1);
      const [needed, given] = [
        await shortFingerprintOf(TEST_BACKUP_KEY),
        await shortFingerprintOf(wrong),
      ];
      expect(res.out).toContain(`No se restauró: ${BACKUP_KEY_MSG.wrongKey(needed, given)}`);
      expect(await fs.readdir(dataDir)).toEqual([]);
    },
  );

  it(
    'with the key kept in DATA_DIR it restores, and every checksum matches',
    { timeout: 90_000 },
    async () => {
      // Its empty database made already (initdb, ~5 s): the key is what is tested here.
      const dataDir = await dataDirWithEmptyDatabase('nutri-con-clave-');
      // As on the server that made it: the key kept in DATA_DIR/backup-key, no BACKUP_KEY.
      await fs.writeFile(path.join(dataDir, 'backup-key'), `${TEST_BACKUP_KEY}\n`, {
        mode: 0o600,
      });
      const res = await runCli('restore-cli', { DATA_DIR: dataDir }, [source.archive]);
      expect(res.out).toContain(
        `Copia cifrada con la clave de huella ${await shortFingerprintOf(TEST_BACKUP_KEY)}; se abre con la guardada en ${path.join(dataDir, 'backup-key')}.`,
      );
      expect(res.out).toContain('todas las sumas de verificación coinciden');
      expect(res.code).toBe(0);
      const manifest = await inspectArchive(source.archive, TEST_BACKUP_KEY);
      const files = await restoredFiles(dataDir);
      expect(files).toEqual(await fileHashes(t.storage));
      for (const [name, sha256] of Object.entries(files))
        expect(manifest.entries[`media/${name}`]?.sha256).toBe(sha256);
      expect(Object.keys(files)).toHaveLength(
        Object.keys(manifest.entries).filter((n) => n.startsWith('media/')).length,
      );
    },
  );

  it(
    'a plain .tar.gz made before the copies were encrypted still restores, with no key',
    { timeout: 90_000 },
    async () => {
      const old = path.join(await tempDir(), 'copia-2026-03-01T06-00-00Z.tar.gz');
      await fs.writeFile(old, await plainArchive());
      expect((await inspectArchive(old)).entries).toEqual(source.manifest.entries);
      const dataDir = await dataDirWithEmptyDatabase('nutri-vieja-');
      const res = await runCli('restore-cli', { DATA_DIR: dataDir }, [old]);
      expect(res.out).not.toContain('Copia cifrada');
      expect(res.code).toBe(0);
      expect(await restoredFiles(dataDir)).toEqual(await fileHashes(t.storage));
    },
  );
});
