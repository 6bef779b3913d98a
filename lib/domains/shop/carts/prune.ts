import { and, inArray, isNull, lt } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { carts } from '@/db/schema';
import { background } from '@/lib/shared/background';
import { processSingleton } from '@/lib/shared/process-singleton';
import { idleCutoff } from './store';

const PRUNE_EVERY_MS = 10 * 60_000;
const BATCH = 500;
const MAX_BATCHES = 20;

const lastRun = processSingleton('carts-pruned-at', () => ({ at: 0 }));

// Idle session carts are deleted opportunistically: when a session cart is created, at most once per
// 10 minutes per process, in the background. Reads already ignore them (store.ts), so a late prune
// is only space. Signed-in users' carts are kept (one row per user and site; reads treat an idle
// one as empty). Maintenance across sites, like log retention: no site filter.
export function maybePruneIdleCarts(): void {
  const now = Date.now();
  if (now - lastRun.at < PRUNE_EVERY_MS) return;
  lastRun.at = now;
  background(pruneIdleCarts(), 'pruning idle carts');
}

// Deletes in batches (index carts_updated_idx) so no one statement holds many rows; returns the count.
async function pruneIdleCarts(): Promise<number> {
  const db = await getDb();
  const cutoff = idleCutoff();
  let total = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const batch = db
      .select({ id: carts.id })
      .from(carts)
      .where(and(isNull(carts.userUid), lt(carts.updatedAt, cutoff)))
      .limit(BATCH);
    const gone = await db.delete(carts).where(inArray(carts.id, batch)).returning({ id: carts.id });
    total += gone.length;
    if (gone.length < BATCH) break;
  }
  return total;
}
