/**
 * The rows an UPDATE or DELETE … RETURNING gave back. TypeORM answers those statements with
 * `[rows, affectedCount]` (SELECT and INSERT with the rows alone), so `result.length` would mislead.
 */
export function returnedRows<T>(result: unknown): T[] {
  const pair = result as [T[], number];
  return Array.isArray(pair[0]) && typeof pair[1] === 'number' ? pair[0] : (result as T[]);
}
