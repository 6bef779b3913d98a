import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Hit {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

// What to answer a hit: a status (and body), or `hold` to keep the request open without answering.
// `delayMs`: answer that much later (a slow receiver).
export type Reply = { status: number; body?: string; headers?: Record<string, string>; delayMs?: number } | 'hold';

export interface Receiver {
  url: string;
  hits: Hit[];
  // Resolves with the first hit matching `pred` (waiting up to `ms`), or undefined.
  waitFor: (pred: (h: Hit) => boolean, ms?: number) => Promise<Hit | undefined>;
  close: () => Promise<void>;
}

// A local webhook receiver (node:http) that records every request and answers with `reply`.
export async function receiver(reply: (hit: Hit, index: number) => Reply = () => ({ status: 200, body: '{"ok":true}' })): Promise<Receiver> {
  const hits: Hit[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const hit: Hit = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
      hits.push(hit);
      const r = reply(hit, hits.length - 1);
      if (r === 'hold') return;
      setTimeout(() => {
        res.writeHead(r.status, { 'content-type': 'application/json', ...r.headers });
        res.end(r.body ?? '');
      }, r.delayMs ?? 0);
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  async function waitFor(pred: (h: Hit) => boolean, ms = 15_000): Promise<Hit | undefined> {
    const end = Date.now() + ms;
    for (;;) {
      const hit = hits.find(pred);
      if (hit || Date.now() > end) return hit;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    url,
    hits,
    waitFor,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
