// One autocannon run in a process of its own (bench/lib/load.mjs starts it pinned to the load core).
//   node bench/cannon.mjs '{"url":"http://127.0.0.1:3000/","headers":{"host":"x.localhost"},"seconds":5,"connections":50}'
// Options: url, seconds, connections, method, headers, body (or bodyFile: a body too large for an argument), expect ("2xx" | "3xx": the status class
// that counts as a good answer), hostsFile (a JSON list of Host headers: each connection cycles through
// them, one request each), amount (stop after this many requests). Prints one JSON line: rps, p50, p99 (ms), good/bad answer counts.
import fs from 'node:fs';
import autocannon from 'autocannon';

const o = JSON.parse(process.argv[2] ?? '{}');

// Each connection cycles through every host, starting at its own place in the list: connections that
// all started at the first host would ask for the same site at the same moment (one render shared by
// fifty) and, together, reach only as many sites as one connection's requests.
function hostCycles({ hostsFile, headers, connections = 50 }) {
  const requests = JSON.parse(fs.readFileSync(hostsFile, 'utf8')).map((host) => ({ headers: { ...headers, host } }));
  const step = Math.max(1, Math.floor(requests.length / connections));
  let next = 0;
  return {
    requests: requests.slice(0, 1),
    setupClient: (client) => {
      const start = (next++ * step) % requests.length;
      client.setRequests([...requests.slice(start), ...requests.slice(0, start)]);
    },
  };
}
const expect = o.expect ?? '2xx';

const result = await new Promise((resolve, reject) => {
  const instance = autocannon(
    {
      url: o.url,
      connections: o.connections ?? 50,
      duration: o.seconds ?? 5,
      method: o.method ?? 'GET',
      headers: o.headers ?? {},
      body: o.bodyFile ? fs.readFileSync(o.bodyFile) : o.body,
      ...(o.hostsFile ? hostCycles(o) : {}),
      ...(o.amount ? { amount: o.amount } : {}),
      // A slow answer is a data point, not a dropped request (autocannon's default is 10 s).
      timeout: 30,
    },
    (err, res) => (err ? reject(err) : resolve(res)),
  );
  process.once('SIGTERM', () => instance.stop());
});

const classes = { '1xx': result['1xx'], '2xx': result['2xx'], '3xx': result['3xx'], '4xx': result['4xx'], '5xx': result['5xx'] };
const good = classes[expect] ?? 0;
const wrongStatus = Object.entries(classes).reduce((n, [k, v]) => (k === expect ? n : n + (v ?? 0)), 0);
console.log(
  JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    total: result.requests.total,
    good,
    bad: wrongStatus + result.errors + result.timeouts,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count])),
    bytesPerSecond: result.throughput.average,
  }),
);
