import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPushService } from '../api/test/push-service';
import { E2E_ROOT, E2E_TEMPLATE, startServer } from './server';

/**
 * Once per run: builds what is missing or older than its sources (as `npm start` does), then
 * starts the server once on a new database (migrated, the admin created) and stops it: the
 * template each spec file's server starts from (e2e/server.ts). Also the stand-in for the
 * browsers' push service, one for the run: every server may post to it (PUSH_SERVICE_ORIGINS),
 * and push.spec.ts reads what arrived. Returns the run's cleanup.
 */
export default async function globalSetup() {
  const built = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import { ensureBuilt } from './scripts/built.mjs'; ensureBuilt(['web', 'api']);",
    ],
    { cwd: path.join(import.meta.dirname, '..'), stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('the build for the browser tests failed');
  removeAbandonedRuns();
  fs.rmSync(E2E_ROOT, { recursive: true, force: true });
  const push = await startPushService();
  // Read by e2e/server.ts (each server's env) and push.spec.ts, in the workers this starts.
  process.env.E2E_PUSH_ORIGIN = push.origin;
  const template = await startServer(E2E_TEMPLATE, { fresh: true });
  await template.stop({ keep: true });
  return async () => {
    await push.close();
    fs.rmSync(E2E_ROOT, { recursive: true, force: true });
  };
}

/** The folders of runs that were killed before their teardown (their runner is gone). */
function removeAbandonedRuns() {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = Number(/^nutri-e2e-(\d+)$/.exec(name)?.[1]);
    if (!pid || isAlive(pid)) continue;
    fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
