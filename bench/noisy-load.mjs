// A load process of the noisy-neighbour row (bench/noisy-neighbour.mjs), started pinned to the load core.
//   node bench/noisy-load.mjs '{"mode":"probe","url":"http://127.0.0.1:3000/","headers":{…},"seconds":10,"intervalMs":50}'
//   node bench/noisy-load.mjs '{"mode":"uploads","port":3000,"host":"x.localhost","auth":"Bearer …","seconds":10,"bytes":5242880}'
// probe:   one keep-alive connection, a request every intervalMs (paced, so it measures latency, not
//          throughput); prints {count, p50, p99, max, bad, statusCodes} in ms, timed to the microsecond.
// uploads: presign + PUT of `bytes` in a loop for `seconds`; prints {presigned, stored, refused, statusCodes}.
import http from 'node:http';

const o = JSON.parse(process.argv[2] ?? '{}');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function send({ port, host, method, path, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const req = http.request({ agent, host: '127.0.0.1', port, method, path, headers: { host, ...headers, ...(body ? { 'content-length': body.length } : {}) } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.setTimeout(30_000, () => req.destroy(new Error('timed out after 30 s')));
    req.on('error', reject);
    req.end(body);
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? null;
const count = (codes, status) => (codes[status] = (codes[status] ?? 0) + 1);

async function probe() {
  const url = new URL(o.url);
  const times = [];
  const statusCodes = {};
  let bad = 0;
  const end = performance.now() + o.seconds * 1000;
  while (performance.now() < end) {
    const t0 = performance.now();
    try {
      const r = await send({ port: url.port, host: o.headers?.host ?? url.host, method: 'GET', path: url.pathname + url.search, headers: o.headers });
      count(statusCodes, r.status);
      if (r.status !== 200 || (o.expect && !r.text.includes(o.expect))) bad += 1;
    } catch {
      count(statusCodes, 'error');
      bad += 1;
    }
    const took = performance.now() - t0;
    times.push(took);
    await sleep(Math.max(0, o.intervalMs - took));
  }
  const sorted = times.sort((a, b) => a - b);
  return { count: times.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted[sorted.length - 1] ?? null, bad, statusCodes };
}

async function uploads() {
  const bytes = Buffer.alloc(o.bytes, 0x61);
  const statusCodes = {};
  let presigned = 0;
  let stored = 0;
  let refused = 0;
  const end = performance.now() + o.seconds * 1000;
  // A hostile client's request that fails or times out (its lane starved) is counted, and it goes on.
  const tried = (what, p) =>
    p.catch((err) => {
      count(statusCodes, `${what} ${err.message}`);
      return { status: 0, text: '' };
    });
  for (let i = 0; performance.now() < end; i++) {
    const body = Buffer.from(JSON.stringify({ key: `flood/${Date.now()}-${i}.zip`, contentType: 'application/octet-stream', size: o.bytes }));
    const p = await tried(
      'presign',
      send({
        port: o.port,
        host: o.host,
        method: 'POST',
        path: '/api/v1/storage/presign',
        headers: { authorization: o.auth, 'content-type': 'application/json', accept: 'application/json' },
        body,
      }),
    );
    count(statusCodes, `presign ${p.status}`);
    if (p.status !== 200 && p.status !== 201) {
      refused += 1;
      // A refusal (quota or rate) is the point; do not spin on it.
      await sleep(50);
      continue;
    }
    presigned += 1;
    const signed = JSON.parse(p.text).data.item ?? JSON.parse(p.text).data;
    const target = new URL(signed.url);
    const put = await tried('put', send({ port: o.port, host: target.host, method: 'PUT', path: target.pathname + target.search, headers: signed.headers, body: bytes }));
    count(statusCodes, `put ${put.status}`);
    if (put.status < 300) stored += 1;
    else refused += 1;
  }
  return { presigned, stored, refused, storedBytes: stored * o.bytes, statusCodes };
}

const result = o.mode === 'uploads' ? await uploads() : await probe();
agent.destroy();
console.log(JSON.stringify(result));
