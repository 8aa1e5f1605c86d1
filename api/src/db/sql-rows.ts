/**
 * The rows of a raw `db.execute`: node-postgres answers a QueryResult, PGlite its
 * Results; both carry `rows`. Values are read by the caller, by name.
 */
export function rowsOf(result: unknown): Array<Record<string, unknown>> {
  if (
    typeof result === 'object' &&
    result !== null &&
    'rows' in result &&
    Array.isArray(result.rows)
  )
    return result.rows.filter(
      (r: unknown): r is Record<string, unknown> => typeof r === 'object' && r !== null,
    );
  throw new Error('the database driver answered without rows');
}
