import { after } from 'next/server';
import { log } from '@/lib/server-log';

// Work that outlives the answer it belongs to (site log rows, event listeners, a render's late log
// summary). Inside a request it is handed to Next's after(), so the platform keeps the function alive
// until it settles (on Vercel a function may be frozen once its answer is sent; `next start` and
// `npm start` also wait for it when they close). Outside a request scope after() throws: the work then
// runs on its own, as before. A failure is logged, never thrown.
export function background(work: Promise<unknown>, what = 'background work'): void {
  const settled = work.catch((err: unknown) => log.error({ err }, `${what} failed`));
  try {
    after(settled);
  } catch {
    // Not in a request (start-up, a timer, the outer server's fast path): nothing to hand it to.
  }
}
