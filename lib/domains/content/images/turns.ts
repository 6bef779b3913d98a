import { env } from '@/lib/shared/env';
import { AppError } from '@/lib/shared/errors';
import { processSingleton } from '@/lib/shared/process-singleton';

// Image work (decoding, resizing, encoding) takes libuv threads, not the event loop, but there are few
// of them: at most IMAGE_CONCURRENCY jobs run at once in this process, and each site's jobs run one at
// a time, so one site's burst of new variants holds one slot while another site's next job takes the
// next free one. At most IMAGE_WAITING_PER_SITE of one site's jobs wait; more answer 503.
interface Turns {
  running: number;
  // Sites with work waiting, in the order their next job is let in (round robin).
  ready: string[];
  queues: Map<string, (() => void)[]>;
  busy: Set<string>;
}

const state = () => processSingleton<Turns>('image-turns', () => ({ running: 0, ready: [], queues: new Map(), busy: new Set() }));

function dispatch(t: Turns): void {
  while (t.running < env.IMAGE_CONCURRENCY && t.ready.length > 0) {
    const site = t.ready.shift()!;
    const queue = t.queues.get(site)!;
    const start = queue.shift()!;
    if (queue.length === 0) t.queues.delete(site);
    t.busy.add(site);
    t.running++;
    start();
  }
}

function finish(t: Turns, site: string): void {
  t.running--;
  t.busy.delete(site);
  if (t.queues.has(site)) t.ready.push(site);
  dispatch(t);
}

export async function inTurn<T>(site: string, job: () => Promise<T>): Promise<T> {
  const t = state();
  const queue = t.queues.get(site) ?? [];
  if (queue.length >= env.IMAGE_WAITING_PER_SITE) {
    throw new AppError('unavailable', 'This site is making many new image sizes at once: try again in a moment', 2);
  }
  await new Promise<void>((resolve) => {
    queue.push(resolve);
    if (!t.queues.has(site)) {
      t.queues.set(site, queue);
      if (!t.busy.has(site)) t.ready.push(site);
    }
    dispatch(t);
  });
  try {
    return await job();
  } finally {
    finish(t, site);
  }
}
