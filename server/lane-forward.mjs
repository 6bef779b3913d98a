// Tenant lanes behind a proxy (issue 48). The primary routes connections by their first request's Host
// (server/lane-router.mjs), but a proxy (nginx, a load balancer, a CDN) pools its upstream connections
// across hosts: a connection handed to a serving worker goes on to carry the heavy lane's hosts, and one
// handed to the heavy worker carries light sites. So the lane is chosen again for each request: a worker
// given a request of a host of the other lane passes that one request on to a worker of that lane over
// a Unix socket of the cluster, the body and the answer streamed, the client's connection left open.
//
// Who may send a forwarded request: the sockets live in a directory the primary made (mode 0700, so only
// this user's processes reach them), and every forwarded request carries the cluster's secret (random per
// start, given to the workers by the primary) with the client's address. The header is believed only on
// those sockets and only with the secret; on any other connection it is dropped.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

export const FORWARD_HEADER = 'x-platform-lane-forward';
// Requests of one host a worker forwards at once; past it that host is answered 503 (forwarding costs
// the forwarding worker a little of every request: a host that floods must not make it a flood of work).
const MAX_FORWARDS_PER_HOST = 64;
// Connections a worker keeps to each other worker (idle ones up to IDLE_PER_TARGET are kept open).
const SOCKETS_PER_TARGET = 256;
const IDLE_PER_TARGET = 32;
const IDLE_MS = 30_000;

// Headers of one hop: never passed on (Node frames the forwarded body and answer itself).
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'expect', FORWARD_HEADER]);

const pick = (headers) => {
  const out = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
  return out;
};

// A worker's socket for forwarded requests, in the primary's directory. `onConnection` gets each socket.
export function listenForForwards({ dir, lane, onConnection }) {
  const file = path.join(dir, `${lane}-${process.pid}.sock`);
  fs.rmSync(file, { force: true });
  const server = net.createServer(onConnection);
  const listening = new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve(file));
  });
  return { path: file, listening, close: () => server.close() };
}

// The sending side. `targets` (from the primary): { normal: [socket paths], heavy: [socket paths] }.
export function createForwarder({ secret, maxPerHost = MAX_FORWARDS_PER_HOST }) {
  let targets = { normal: [], heavy: [] };
  const agents = new Map();
  const inFlight = new Map();
  let turn = 0;
  const agentFor = (socketPath) => {
    let agent = agents.get(socketPath);
    // timeout: an idle pooled socket is closed here well before the receiving server's keep-alive
    // timeout (65 s) closes it, so a request is never sent on a socket the other side is closing.
    if (!agent) agents.set(socketPath, (agent = new http.Agent({ keepAlive: true, maxSockets: SOCKETS_PER_TARGET, maxFreeSockets: IDLE_PER_TARGET, timeout: IDLE_MS })));
    return agent;
  };
  const release = (host) => {
    const n = (inFlight.get(host) ?? 1) - 1;
    if (n > 0) inFlight.set(host, n);
    else inFlight.delete(host);
  };
  return {
    setTargets(next) {
      targets = { normal: next?.normal ?? [], heavy: next?.heavy ?? [] };
      const live = new Set([...targets.normal, ...targets.heavy]);
      for (const [socketPath, agent] of agents) {
        if (live.has(socketPath)) continue;
        agent.destroy();
        agents.delete(socketPath);
      }
    },
    // Whether a worker of the lane is there to take a request.
    has: (lane) => (targets[lane]?.length ?? 0) > 0,
    // Passes the request on to a worker of `lane`. `clientIp` and `requestId` travel with it;
    // `answer(status, text)` answers here (503 past the host's bound, 502 when the worker is gone).
    forward(req, res, { lane, host, clientIp, requestId, answer }) {
      const list = targets[lane] ?? [];
      const socketPath = list[turn++ % list.length];
      const count = inFlight.get(host) ?? 0;
      if (count >= maxPerHost) {
        res.setHeader('retry-after', '1');
        return answer(503, 'This site has too many requests in flight: try again in a moment');
      }
      inFlight.set(host, count + 1);
      res.once('close', () => release(host));
      const headers = pick(req.headers);
      // A chunked body stays chunked (Node would send a GET's written body unframed otherwise).
      if (req.headers['transfer-encoding']) headers['transfer-encoding'] = 'chunked';
      headers[FORWARD_HEADER] = `${secret} ${clientIp}`;
      headers['x-request-id'] = requestId;
      const upstream = http.request({ socketPath, agent: agentFor(socketPath), method: req.method, path: req.url, headers });
      upstream.on('response', (answered) => {
        res.writeHead(answered.statusCode ?? 502, answered.statusMessage, pick(answered.headers));
        answered.pipe(res);
        answered.once('aborted', () => res.destroy());
        answered.once('error', () => res.destroy());
      });
      upstream.on('error', () => {
        if (!res.headersSent) answer(502, 'The worker serving this site could not be reached: try again in a moment');
        else res.destroy();
      });
      // The client went away before its answer was whole: the worker's request ends too.
      res.once('close', () => {
        if (!res.writableFinished) upstream.destroy();
      });
      req.pipe(upstream);
    },
  };
}

// The receiving side: the client address of a request forwarded by another worker of the cluster, or
// null. The header is removed from every request (a client's own copy means nothing).
export function forwardedClient(req, secret) {
  const value = req.headers[FORWARD_HEADER];
  delete req.headers[FORWARD_HEADER];
  if (!req.socket.laneForwarded || typeof value !== 'string') return null;
  const space = value.indexOf(' ');
  return space > 0 && value.slice(0, space) === secret ? value.slice(space + 1) : null;
}
