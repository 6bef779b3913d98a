import http from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ERROR_TABLE from '@/lib/shared/error-codes.json';
import { startServer, type RunningServer } from '../helpers/server';
import { bodyText, pathValue, type Components, type JsonSchema } from './arbitraries';

// The API fuzzer (issue 26): every operation of GET /api/v1/openapi.json, called with values its
// schemas allow, the same with a field broken, and junk, as the platform admin, a customer and
// anonymous, on the platform host and a site host, against a production server of its own (it may
// delete what it finds). A finding is a 5xx, an answer slower than HANG_MS, an error that is not the
// envelope where the operation answers JSON, or a status the document does not list. fast-check
// shrinks each operation's first finding to a minimal request, printed as a curl command.
// FUZZ_REQUESTS (default 5000) bounds the run; FUZZ_SEED picks another reproducible run.
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const BUDGET = Number(process.env.FUZZ_REQUESTS ?? 5000);
const HANG_MS = 10_000;
const PLATFORM = 'localhost';
// Sent as written: a malformed percent-escape must be refused with a 400, not reach a handler.
const RAW_QUERY_VALUES = new Set(['%zz', '%E2%82']);

interface Operation {
  method: string;
  path: string;
  params: string[];
  query: string[];
  body?: JsonSchema;
  bodyTypes: string[];
  statuses: Set<string>;
  json: boolean;
}

interface Sent {
  method: string;
  host: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

interface RequestParts {
  who: string;
  host: string;
  params: string[];
  query: [string, string][];
  body: string | undefined;
  contentType: string;
}

type OpenApi = { paths: Record<string, Record<string, Record<string, unknown>>>; components: Components };

function operationsOf(doc: OpenApi): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const parameters = (op.parameters ?? []) as { in: string; name: string }[];
      const content = ((op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content ?? {}) as Record<string, { schema: JsonSchema }>;
      const responses = (op.responses ?? {}) as Record<string, { content?: Record<string, unknown> }>;
      const ok = Object.entries(responses).find(([s]) => s.startsWith('2'))?.[1];
      out.push({
        method: method.toUpperCase(),
        path,
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        body: content['application/json']?.schema,
        bodyTypes: Object.keys(content),
        statuses: new Set(Object.keys(responses)),
        json: !ok?.content || 'application/json' in ok.content,
      });
    }
  }
  return out;
}

interface Route {
  path: string;
  pattern: RegExp;
  params: number;
  methods: Record<string, Operation>;
}

// The documented paths, literal ones first, so a request is judged by the path it really names.
function routesOf(operations: Operation[]): Route[] {
  const byPath = new Map<string, Route>();
  for (const op of operations) {
    const route = byPath.get(op.path) ?? {
      path: op.path,
      pattern: new RegExp(`^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
      params: op.params.length,
      methods: {},
    };
    route.methods[op.method] = op;
    byPath.set(op.path, route);
  }
  return [...byPath.values()].sort((a, b) => a.params - b.params);
}

const routeOf = (routes: Route[], path: string) => routes.find((r) => r.pattern.test(path.replace(/^\/auth\//, '/api/v1/auth/')));

function send(base: URL, req: Sent): Promise<{ status: number; text: string; type: string } | 'hang'> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { ...req.headers, host: `${req.host}:${base.port}` };
    if (req.body !== undefined) headers['content-length'] = String(Buffer.byteLength(req.body));
    const r = http.request({ hostname: base.hostname, port: base.port, method: req.method, path: req.path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), type: String(res.headers['content-type'] ?? '') }));
    });
    r.setTimeout(HANG_MS, () => {
      r.destroy();
      resolve('hang');
    });
    r.on('error', () => resolve({ status: 0, text: 'connection error', type: '' }));
    if (req.body !== undefined) r.write(req.body);
    r.end();
  });
}

// The error envelope, with the code the table (lib/shared/error-codes.json) gives this status, or (a template
// body that does not parse, 422) the code of the first Liquid error it lists.
const isEnvelope = (text: string, status: number) => {
  try {
    const j = JSON.parse(text) as { state?: unknown; data?: { text?: unknown; code?: unknown; errors?: { code?: unknown }[] } };
    const code = typeof j.data?.code === 'string' && Object.hasOwn(ERROR_TABLE, j.data.code) ? (j.data.code as keyof typeof ERROR_TABLE) : null;
    const parseRefusal = status === 422 && typeof j.data?.code === 'string' && Array.isArray(j.data.errors) && j.data.errors[0]?.code === j.data.code;
    return j.state === 'error' && typeof j.data?.text === 'string' && ((code !== null && ERROR_TABLE[code].status === status) || parseRefusal);
  } catch {
    return false;
  }
};

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
const curl = (base: URL, req: Sent) =>
  [
    'curl -i',
    `-X ${req.method}`,
    ...Object.entries({ ...req.headers, host: `${req.host}:${base.port}` }).map(([k, v]) => `-H ${shellQuote(`${k}: ${v}`)}`),
    req.body !== undefined ? `--data-raw ${shellQuote(req.body.length > 300 ? `${req.body.slice(0, 300)}…(${req.body.length} chars)` : req.body)}` : '',
    shellQuote(`${base.origin}${req.path}`),
  ]
    .filter(Boolean)
    .join(' ');

describe('API fuzzer', () => {
  let server: RunningServer;
  let base: URL;
  let ops: Operation[] = [];
  let routes: Route[] = [];
  let components: Components = {};
  const tokens: Record<string, string | undefined> = {};
  let site = { host: '', uid: '' };

  beforeAll(async () => {
    server = await startServer('pglite', { RATE_LIMIT_LOGIN: '1000', RATE_LIMIT_SIGNUP: '1000' });
    base = new URL(server.url);
    const call = async (host: string, method: string, path: string, body?: unknown, token?: string) => {
      const r = await send(base, {
        method,
        host,
        path,
        headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (r === 'hang') throw new Error(`${method} ${path} hung`);
      return JSON.parse(r.text) as { data: Record<string, unknown> };
    };
    tokens.admin = (await call(PLATFORM, 'POST', '/api/v1/auth/login', { email: 'admin@example.test', password: 'admin-password-1' })).data.token as string;
    const created = await call(PLATFORM, 'POST', '/api/v1/sites/new', { subdomain: 'fuzzed', name: 'Fuzzed', email: 'owner@fuzz.test', password: 'owner-password-1' });
    site = { host: 'fuzzed.localhost', uid: (created.data.item as { uid: string }).uid };
    tokens.owner = created.data.token as string;
    tokens.customer = (await call(site.host, 'POST', '/api/v1/auth/signup', { email: 'customer@fuzz.test', password: 'customer-password-1', name: 'Customer' })).data.token as string;
    const doc = (await call(PLATFORM, 'GET', '/api/v1/openapi.json')) as unknown as OpenApi;
    components = doc.components;
    // Calls that would sign the fuzzer's own callers out or delete them leave nothing to fuzz with.
    routes = routesOf(operationsOf(doc));
    ops = operationsOf(doc).filter((o) => !(/^\/api\/v1\/auth\/(me|logout|sessions)/.test(o.path) && o.method !== 'GET'));
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it(`finds no 5xx, hang, non-envelope error or undocumented status in ${BUDGET} requests (seed ${SEED})`, { timeout: 1_800_000 }, async () => {
    const findings: string[] = [];
    let sent = 0;
    const perOperation = Math.max(2, Math.floor(BUDGET / ops.length));
    for (const [index, op] of ops.entries()) {
      const request: fc.Arbitrary<RequestParts> = fc.record({
        who: fc.constantFrom('admin', 'owner', 'customer', 'anonymous'),
        host: fc.constantFrom(PLATFORM, site.host),
        params: fc.tuple(...op.params.map(() => pathValue([site.uid, 'fuzzed']))),
        query: fc.array(
          fc.tuple(
            fc.constantFrom(...(op.query.length ? op.query : ['q'])),
            fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('-1', '0', '1', '100000', 'true', ...RAW_QUERY_VALUES, 'a'.repeat(3000))),
          ),
          { maxLength: 3 },
        ),
        body: op.bodyTypes.length ? bodyText(op.body, components) : fc.constant(undefined),
        contentType: fc.oneof({ weight: 8, arbitrary: fc.constant(op.bodyTypes[0] ?? 'application/json') }, { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/xml', '') }),
      });
      const toSent = (r: RequestParts): Sent => {
        let i = 0;
        const path = op.path.replace(/\{[^}]+\}/g, () => String(r.params[i++] ?? 'x'));
        const query = r.query.map(([k, v]) => `${encodeURIComponent(k)}=${RAW_QUERY_VALUES.has(v) ? v : encodeURIComponent(v)}`).join('&');
        const headers: Record<string, string> = { accept: 'application/json' };
        const token = tokens[r.who];
        if (token) headers.authorization = `Bearer ${token}`;
        if (r.body !== undefined && r.contentType) headers['content-type'] = r.contentType;
        return { method: op.method, host: r.host, path: query ? `${path}?${query}` : path, headers, body: r.body };
      };
      const verdict = async (req: Sent): Promise<string | null> => {
        sent++;
        const answer = await send(base, req);
        if (answer === 'hang') return `no answer within ${HANG_MS} ms`;
        if (answer.status >= 500 || answer.status === 0) return `answered ${answer.status}: ${answer.text.slice(0, 200)}`;
        // A value such as `mine` can name a literal sibling path (`/orders/mine`): that path's operation judges the answer.
        const target = routeOf(routes, req.path.split('?')[0]!);
        const judge = target && target.path !== op.path ? target.methods[op.method] : op;
        if (!judge) return answer.status === 405 ? null : `answered ${answer.status} on ${target!.path}, which has no ${op.method} (405 expected)`;
        if (!judge.statuses.has(String(answer.status))) return `answered ${answer.status}, which the document does not list (${[...judge.statuses].join(', ')})`;
        if (answer.status >= 400 && judge.json && !isEnvelope(answer.text, answer.status)) return `answered ${answer.status} without the coded error envelope: ${answer.text.slice(0, 120)}`;
        return null;
      };
      let last = '';
      const result = await fc.check(
        fc.asyncProperty(request, async (r) => {
          const req = toSent(r);
          last = (await verdict(req)) ?? '';
          return last === '';
        }),
        { seed: SEED + index, numRuns: perOperation },
      );
      if (result.failed && result.counterexample) {
        const req = toSent(result.counterexample[0]);
        const why = (await verdict(req)) ?? last;
        findings.push(`${op.method} ${op.path} ${why}\n    ${curl(base, req)}`);
      }
    }
    console.log(`API fuzzer: ${ops.length} operations, ${sent} requests (seed ${SEED}), ${findings.length} finding(s)`);
    expect(findings, findings.join('\n')).toEqual([]);
  });
});
