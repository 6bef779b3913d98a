import { timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/shared/env';
import { AppError, notFound } from '@/lib/shared/errors';
import { drainNow, pruneOutbox } from './worker';

// Vercel Cron (vercel.json) calls the drain endpoint with `Authorization: Bearer <CRON_SECRET>`;
// without CRON_SECRET the endpoint does not exist (404).
export function authorizeCron(authorization: string | null): void {
  if (!env.CRON_SECRET) throw notFound();
  const given = Buffer.from(authorization ?? '');
  const expected = Buffer.from(`Bearer ${env.CRON_SECRET}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError('unauthorized', 'Send Authorization: Bearer <CRON_SECRET>');
  }
}

// Runs whatever is due (for at most 25 s, within a function's time) and prunes old rows.
export async function cronDrain(): Promise<{ delivered: number; pruned: number }> {
  const delivered = await drainNow(25_000);
  const pruned = await pruneOutbox();
  return { delivered, pruned };
}
