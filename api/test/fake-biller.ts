import { afterAll, beforeAll } from 'vitest';
import { startFakeBiller, type FakeBiller } from '../src/invoicing';

/**
 * The local stand-in for Biller, started before the suite's app (call it before
 * `useTestApp`) and closed after; `env` points the app at it exactly as INVOICING_* would
 * point it at Biller, so the real adapter runs. Read `biller` inside hooks and tests.
 */
export function useFakeBiller() {
  const holder: { biller?: FakeBiller } = {};
  beforeAll(async () => {
    holder.biller = await startFakeBiller();
  });
  afterAll(() => holder.biller?.close());
  return {
    biller: () => holder.biller!,
    env: () => ({
      INVOICING_PROVIDER: 'biller',
      INVOICING_URL: holder.biller!.url,
      INVOICING_TOKEN: holder.biller!.token,
    }),
  };
}
