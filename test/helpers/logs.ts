import { api, data } from './http';

export interface LogRow {
  kind: string;
  message: string;
  data: Record<string, unknown> & { path?: string };
}

// Log rows are written after the answer is sent (a render never waits for its log), so a test reads
// them until `done` holds or `ms` pass, and then asserts on what it got.
export async function logsUntil(site: { host: string; ownerToken: string }, query: string, done: (rows: LogRow[]) => boolean, ms = 5000): Promise<LogRow[]> {
  let rows: LogRow[] = [];
  for (const started = Date.now(); ; await new Promise((r) => setTimeout(r, 100))) {
    const res = await api(site.host).get(`/api/v1/logs?page_size=100&${query}`, { token: site.ownerToken });
    if (res.status !== 200) throw new Error(`GET /api/v1/logs answered ${res.status}: ${res.text}`);
    rows = data(res).items as LogRow[];
    if (done(rows) || Date.now() - started > ms) return rows;
  }
}
