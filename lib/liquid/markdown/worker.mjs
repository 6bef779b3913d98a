// The Markdown worker thread, run by piscina (./pool.ts). Plain JavaScript loaded from disk at run time,
// never bundled: Next.js bundles the server code, this file runs as it is in node:worker_threads.
import { lowerThreadPriority } from '../../shared/workers/low-priority.mjs';
import { markdownToSafeHtml } from './convert.mjs';

// A site's long Markdown slows no other site's answers.
lowerThreadPriority();

// One task: { source } (../markdown/pool.ts), answered with the HTML.
export default function convert({ source }) {
  return markdownToSafeHtml(source);
}
