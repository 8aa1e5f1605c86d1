import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { wrapPostgres, type Database } from '../src/db/client';
import { withDatabase } from './global-setup';

/**
 * A new database of its own on the test server (`prefix` plus random hex), empty or copied
 * from `template`, and how to drop it once its pool is closed.
 */
export async function createPostgresDatabase(
  url: string,
  prefix: string,
  template?: string,
): Promise<{ database: Database; drop(): Promise<void> }> {
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  return {
    database: wrapPostgres(withDatabase(url, name)),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      // Let the closed pool's connections finish leaving: forcing one out while it is
      // saying goodbye makes its client throw an error nobody listens to.
      for (let i = 0; i < 40; i++) {
        const { rows } = await c.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (rows[0]!.n === 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
