import { inject, it } from 'vitest';
import type { DbKind } from './server';

// A case that needs one database (reading PostgreSQL directly, the embedded database's single owner):
// defined only in that database's pass. `npm test` runs both passes, so it runs once, and neither pass
// reports a skip (which CI would count as a failure, rightly, for a case that was meant to run).
export function itOn(kind: DbKind, name: string, fn: () => Promise<void>, timeout?: number): void {
  if (inject('dbKind') === kind) it(name, fn, timeout);
}
