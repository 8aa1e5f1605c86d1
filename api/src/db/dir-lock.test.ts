import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDirLock } from './dir-lock';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'nutri-lock-'));

describe('embedded database lock', () => {
  it('refuses a data dir held by another live process, with a clear message', async () => {
    const dir = tmp();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dir, 'db.lock'), String(other.pid));
      expect(() => acquireDirLock(dir)).toThrow(/ya está abierta por otro proceso/);
    } finally {
      other.kill();
    }
  });

  it('takes over a stale lock and releases it', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'db.lock'), '999999999');
    const release = acquireDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'db.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'db.lock'))).toBe(false);
  });

  it('a second server process on the same DATA_DIR exits at once naming the problem', async () => {
    const dir = tmp();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    fs.writeFileSync(path.join(dir, 'db.lock'), String(other.pid));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
        env: { ...process.env, DATA_DIR: dir, PORT: '0', LOG_LEVEL: 'silent' },
      });
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain('ya está abierta por otro proceso');
    } finally {
      other.kill();
    }
  });
});
