/** The SQLSTATE codes the app answers in Spanish instead of a 500. */
export const SQLSTATE = {
  /** A unique index refused the row (two taps at once, a name taken). */
  uniqueViolation: '23505',
  /** An exclusion constraint refused the row (two appointments at one time). */
  exclusionViolation: '23P01',
} as const;

/** The error code of a failed statement, from pg and PGlite alike (wrapped by Drizzle). */
export function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}
