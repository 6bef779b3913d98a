// The rows of a raw statement (`db.execute`): postgres.js answers an array of rows, PGlite an object
// that holds them.
export function rowsOf(result: unknown): unknown[] {
  if (Array.isArray(result)) return result;
  const rows = (result as { rows?: unknown } | null)?.rows;
  return Array.isArray(rows) ? rows : [];
}
