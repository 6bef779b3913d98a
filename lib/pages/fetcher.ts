import { FetchRefused, safeFetch } from '@/lib/shared/net/safe-fetch';
import { FETCH_MAX_BYTES, FETCH_TIMEOUT_MS, RENDER_WORK_LIMITS } from '@/lib/liquid/limits';
import type { RenderLog } from './render-log';

async function fetchValue(url: string, log: RenderLog): Promise<unknown> {
  try {
    const res = await safeFetch(url, { timeoutMs: FETCH_TIMEOUT_MS, maxBytes: FETCH_MAX_BYTES, headers: { accept: 'application/json, text/plain;q=0.8, */*;q=0.5' } });
    if (res.status >= 400) log.write('warn', 'render.fetch', `fetch ${url}: HTTP ${res.status}`);
    try {
      return JSON.parse(res.body);
    } catch {
      return res.body;
    }
  } catch (err) {
    log.write('warn', 'render.fetch', `fetch ${url}: ${err instanceof FetchRefused ? err.message : err instanceof Error ? err.message : String(err)}`);
    return null;
  }
}

// One fetch per URL per render: prefetches start before rendering and tags read the same promise.
// At most RENDER_WORK_LIMITS.fetchesPerRender distinct URLs; beyond that fetch answers null and the
// render's log summarises how many were refused.
export function renderFetcher(log: RenderLog) {
  const inflight = new Map<string, Promise<unknown>>();
  const fetcher = (url: string): Promise<unknown> => {
    let p = inflight.get(url);
    if (!p) {
      if (inflight.size >= RENDER_WORK_LIMITS.fetchesPerRender) {
        log.count('render.fetch_refused');
        return Promise.resolve(null);
      }
      p = fetchValue(url, log);
      inflight.set(url, p);
    }
    return p;
  };
  // Resolves once every fetch started has ended (each is bounded by its own timeout).
  const settled = async (): Promise<void> => {
    await Promise.allSettled(inflight.values());
  };
  return Object.assign(fetcher, { settled });
}
