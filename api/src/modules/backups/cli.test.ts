import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDiskStorage } from '../../media/storage';
import { inspectArchive } from './restore';
import { TEST_BACKUP_KEY, useBackupsSuite } from '../../../test/backups-suite';

const { t, source, tempDir, fileHashes, flip, repack, runCli } = useBackupsSuite();

describe('npm run restore and npm run backup (embedded database)', () => {
  it(
    'restores into an empty DATA_DIR, refuses it the second time, and backs it up',
    { timeout: 120_000 },
    async () => {
      const dataDir = await tempDir('nutri-cli-');
      const env = { DATA_DIR: dataDir, BACKUP_KEY: TEST_BACKUP_KEY };
      const first = await runCli('restore-cli', env, [source.archive]);
      expect(first.out).toContain(`Restaurada en ${path.join(dataDir, 'db')}`);
      expect(first.out).toMatch(/sales 1,/);
      expect(first.code).toBe(0);
      const files = await fileHashes(createDiskStorage(path.join(dataDir, 'media')));
      expect(files).toEqual(await fileHashes(t.storage));

      const again = await runCli('restore-cli', env, [source.archive]);
      expect(again.code).toBe(1);
      expect(again.out).toMatch(/No se restauró: El destino no está vacío .*No se cambió nada/);
      expect(await fileHashes(createDiskStorage(path.join(dataDir, 'media')))).toEqual(files);

      const backup = await runCli('backup-cli', env);
      expect(backup.out).toMatch(/Copia de seguridad hecha: .*copia-.*\.tar\.gz\.cifrada/);
      expect(backup.out).toMatch(
        /Cifrada con la clave de huella [0-9A-F-]{9} \(la de BACKUP_KEY\)/,
      );
      expect(backup.code).toBe(0);
      const [made] = await fs.readdir(path.join(dataDir, 'backups'));
      const copy = await inspectArchive(path.join(dataDir, 'backups', made!), TEST_BACKUP_KEY);
      expect(copy.engine.kind).toBe('pglite');
      expect(copy.tables).toEqual(source.manifest.tables);
    },
  );

  it(
    'a backup while the server holds the embedded database says how to make one instead',
    { timeout: 60_000 },
    async () => {
      const dataDir = await tempDir('nutri-cli-');
      await fs.mkdir(path.join(dataDir, 'db'));
      // This test's own process stands for the running server.
      await fs.writeFile(path.join(dataDir, 'db.lock'), String(process.pid));
      const res = await runCli('backup-cli', { DATA_DIR: dataDir });
      expect(res.code).toBe(1);
      expect(res.out).toContain('ya está abierta por otro proceso');
      expect(res.out).toContain("'Hacer una copia ahora'");
      expect(await fs.readdir(dataDir)).toEqual(['db', 'db.lock']);
    },
  );

  it(
    'a restore of a damaged file is refused with no database left behind',
    { timeout: 60_000 },
    async () => {
      const dataDir = await tempDir('nutri-cli-');
      const damaged = await repack((name, data) =>
        name.startsWith('media/images/') ? flip(data) : data,
      );
      const res = await runCli('restore-cli', { DATA_DIR: dataDir, BACKUP_KEY: TEST_BACKUP_KEY }, [
        damaged,
      ]);
      expect(res.code).toBe(1);
      expect(res.out).toMatch(/No se restauró: La copia está dañada/);
      expect(await fs.readdir(dataDir)).toEqual([]);
    },
  );
});
