import { FetchRefused, safeFetch } from '@/lib/net/safe-fetch';

const FETCH_TIMEOUT_MS = 3000;
const FETCH_MAX_BYTES = 1024 * 1024;

export type FetchLog = (message: string) => void;

async function fetchValue(url: string, log: FetchLog): Promise<unknown> {
  try {
    const res = await safeFetch(url, { timeoutMs: FETCH_TIMEOUT_MS, maxBytes: FETCH_MAX_BYTES, headers: { accept: 'application/json, text/plain;q=0.8, */*;q=0.5' } });
    if (res.status >= 400) log(`fetch ${url}: HTTP ${res.status}`);
    try {
      return JSON.parse(res.body);
    } catch {
      return res.body;
    }
  } catch (err) {
    log(`fetch ${url}: ${err instanceof FetchRefused ? err.message : err instanceof Error ? err.message : String(err)}`);
    return null;
  }
}

// One fetch per URL per render: prefetches start before rendering and tags read the same promise.
export function renderFetcher(log: FetchLog) {
  const inflight = new Map<string, Promise<unknown>>();
  return (url: string): Promise<unknown> => {
    let p = inflight.get(url);
    if (!p) {
      p = fetchValue(url, log);
      inflight.set(url, p);
    }
    return p;
  };
}
