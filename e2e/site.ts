import http from 'node:http';

export const serverUrl = () => new URL(process.env.E2E_SERVER_URL ?? 'http://127.0.0.1:3000');
// Browsers resolve *.localhost to this machine themselves.
export const demoUrl = (path = '/') => `http://demo.localhost:${serverUrl().port}${path}`;

// An API call with a chosen Host header, from the test process.
export interface Envelope {
  state?: string;
  data?: { token?: string; text?: string; items?: { uid: string; form: string; data: Record<string, unknown> }[] };
}

export function api(host: string, method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; json: Envelope }> {
  const url = serverUrl();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname: url.hostname,
        port: url.port,
        method,
        path,
        headers: { host: `${host}:${url.port}`, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString() || '{}') as Envelope }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
