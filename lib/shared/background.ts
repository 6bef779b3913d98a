import { after } from 'next/server';
import { env } from '@/lib/shared/env';
import { log } from '@/lib/shared/server-log';

// Work that outlives the answer it belongs to (site log rows, event listeners, a render's late log
// summary). On Vercel a function may be frozen once its answer is sent, so inside a request the work
// is handed to Next's after(), which keeps the function alive until it settles. A long-lived server
// (`npm start`, `next start`) simply lets it run: after() outside a request scope throws, and the
// exception it builds cost every outer-server render a few percent. A failure is logged, never thrown.
export function background(work: Promise<unknown>, what = 'background work'): void {
  const settled = work.catch((err: unknown) => log.error({ err }, `${what} failed`));
  if (!env.VERCEL) return;
  try {
    after(settled);
  } catch {
    // Not in a request (start-up, a timer): nothing to hand it to.
  }
}
