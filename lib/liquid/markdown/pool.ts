import path from 'node:path';
import { sitePool } from '@/lib/shared/workers/site-pool';

// Long Markdown is converted off the event loop, in the worker threads of ./worker.mjs: a post body of
// 128 KiB takes tens to hundreds of milliseconds even in a linear parser (and HTML nested thousands
// deep costs the sanitiser more), and the thread that serves every site's requests must not wait on it.
// The pool takes sites in turn and gives a conversion up at its render's deadline (lib/shared/workers/site-pool.ts).

class MarkdownBusy extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MarkdownBusy';
  }
}

const WAITING_PER_SITE = 32;

const pool = sitePool<{ source: string }, string>({
  name: 'markdown-pool',
  // Under `npm start`, `next start` and on Vercel the working directory is the app's root (next.config.ts
  // traces the file for Vercel).
  filename: path.join(process.cwd(), 'lib', 'liquid', 'markdown', 'worker.mjs'),
  waitingPerSite: WAITING_PER_SITE,
  // The thread's own V8 heap: a 128 KiB body makes tokens and HTML of a few MB.
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
  refuse: (reason, totalMs) =>
    new MarkdownBusy(reason === 'full' ? `markdown: ${WAITING_PER_SITE} conversions of this site are already waiting` : `markdown: not converted within the render's time limit (${totalMs} ms)`),
});

// Starts the pool's first thread at server start (lib/startup/register-node.ts).
export const warmMarkdownPool = (): void => pool.warm();

// Markdown to sanitised HTML in a worker thread, for `site`, given up at `deadline` (performance.now()).
export const convertInWorker = (source: string, site: string, deadline: number): Promise<string> => pool.run(site, { source }, deadline);
