// `npm start`: build on first use, then serve on PORT (3000) with the embedded database by default.
// Runs under node:cluster (workers run server/server.mjs):
// - a serving worker per core (WEB_CONCURRENCY to choose), each replaced when it dies, and a heavy
//   lane (server/lanes.mjs): the primary takes each connection and hands it by its Host to a worker;
//   hosts that keep a saturated worker busy move to a worker of their own at a lower CPU priority
//   (HEAVY_LANE_NICE), which also serves everything while no other worker is ready. The embedded
//   database (no DATABASE_URL) is then owned by a thread of the primary that serves it to every worker
//   on a Unix socket (server/database-host.mjs);
// - HEAVY_LANE=off on the embedded database: one serving worker owns it, with a standby worker that has
//   Next.js already prepared; when the serving worker dies the standby takes over at once (it only has
//   to open the database), so an unforeseen crash costs the requests in flight, not the site.
// The primary also relays cache generations between workers (lib/shared/cache/generation.ts).
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { RateLimiterClusterMaster } from 'rate-limiter-flexible';
import { EXIT_CONFIG, isConfigurationError } from '../lib/shared/exit-codes.mjs';
import { reniceProcess, startLaneRouter } from './lane-router.mjs';
import { createLaneTable } from './lanes.mjs';
import { startDatabaseThread } from './database-thread.mjs';
import { setBridgeSlot } from '@site-platform/runtime-bridge';
import { createLogger } from '../lib/shared/server-log-core.mjs';
import { ensureBuild } from '../scripts/ensure-build.mjs';

const logger = createLogger();

// sanitize-html's HTML parser (lib/liquid/markdown) is an ES module it loads with require(), which
// Node has without a flag since 20.19 and 22.12 (npm on Node 20 still prints its EBADENGINE warning,
// which names 22.12 alone).
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19) || major === 21 || (major === 22 && minor < 12)) {
  logger.fatal(`Node ${process.versions.node} is too old: the platform needs Node 20.19 or later (22.12 or later on 22, or 24 LTS). Install a newer Node and run npm start again.`);
  process.exit(EXIT_CONFIG);
}

process.env.NEXT_TELEMETRY_DISABLED = '1';

// A worker that dies within this long of starting counts as a failed start: the next fork waits
// longer each time (up to MAX_BACKOFF_MS) instead of spinning.
const START_WINDOW_MS = 10_000;
const MAX_BACKOFF_MS = 30_000;
const STANDBY_DELAY_MS = 5_000;

function workerCount() {
  if (!process.env.DATABASE_URL && !lanesWanted()) return 1;
  const asked = Number(process.env.WEB_CONCURRENCY);
  return Number.isInteger(asked) && asked > 0 ? asked : os.availableParallelism();
}

const lanesWanted = () => process.env.HEAVY_LANE !== 'off';
// As server/server.mjs reads it: behind a proxy of yours.
const TRUST_PROXY = ['true', '1'].includes(process.env.TRUST_PROXY ?? '');
// Old-space growth of the workers' V8 heaps (issue 28). Left to itself V8 lets the old space grow to
// up to four times what survived the last full collection when collections look cheap: under steady
// load the request garbage promoted between them took a serving worker from ~270 MB to ~450-500 MB
// while what it really kept stayed ~100 MB. A fixed factor of 1 + HEAP_GROWTH_PERCENT/100 keeps it
// near what is live (measured with `npm run bench -- --memory`); 0 leaves V8's own heuristic.
// The young generation's semi-spaces are capped too (HEAP_SEMI_SPACE_MB, 0: V8's default): Node 24's V8
// lets them grow larger than Node 20's, and a serving worker on Node 24 reached 358-428 MB in the bench
// against 252-277 MB on Node 20; at 8 MB it stays at 263-287 MB on Node 24 (240-261 MB on Node 20) with
// the same request rates within the runs' noise.
const heapGrowthArgs = () => {
  const n = Number(process.env.HEAP_GROWTH_PERCENT || 30);
  const semi = Number(process.env.HEAP_SEMI_SPACE_MB ?? 8);
  return [...(Number.isInteger(n) && n > 0 && n <= 300 ? [`--heap-growing-percent=${n}`] : []), ...(Number.isInteger(semi) && semi > 0 && semi <= 256 ? [`--max-semi-space-size=${semi}`] : [])];
};
const laneNice = () => {
  const n = Number(process.env.HEAVY_LANE_NICE || 19);
  return Number.isInteger(n) && n >= 1 && n <= 19 ? n : 19;
};

function runPrimary() {
  ensureBuild();
  // Rate limits of workers without Redis are counted here (lib/shared/rate-limit), shared by every worker.
  new RateLimiterClusterMaster();
  const log = (line) => logger.info(`primary ${process.pid}: ${line}`);
  const count = workerCount();
  cluster.setupPrimary({ execArgv: [...process.execArgv, ...heapGrowthArgs()] });
  const lanes = lanesWanted() ? createLaneTable() : null;
  // Issue 48: the workers' sockets for requests forwarded between lanes (server/lane-forward.mjs), in
  // a directory only this user reaches (mkdtemp makes it 0700), and the secret each forwarded request
  // carries; both inherited by the workers.
  const laneDir = lanes ? fs.mkdtempSync(path.join(os.tmpdir(), 'site-platform-lanes-')) : null;
  const laneEnv = laneDir ? { SITE_PLATFORM_LANE_DIR: laneDir, SITE_PLATFORM_LANE_SECRET: randomBytes(24).toString('base64url') } : {};
  // A standby only pays off when one worker serves alone; with several (or a heavy lane), the others
  // carry its share.
  const useStandby = count === 1 && !lanes;
  let stopping = false;
  const serving = new Set();
  let standby = null;
  let failures = 0;
  // What the primary exits with once every worker has stopped.
  let exitCode = 0;

  const serve = (worker, replacement) => {
    serving.add(worker);
    worker.servingSince = Date.now();
    worker.replacement = replacement;
    worker.serveOrder = { serve: true, replacement };
    // A message sent before the worker listens for it would be lost: sent on its `listening-for-orders`.
    if (worker.awaitingOrders) worker.send(worker.serveOrder);
    log(`worker ${worker.process.pid} ${worker.lane === 'heavy' ? 'on the heavy lane' : 'serving'}${replacement ? ' (replacement)' : ''}`);
  };

  const fork = (lane) => {
    // libvips (image variants, lib/domains/content/images) allocates from many threads; glibc's default of one malloc
    // arena per thread keeps their freed memory apart, and a worker's RSS grew past 300 MB. Two arenas
    // keep it near what the worker uses (set MALLOC_ARENA_MAX yourself to choose another figure).
    const memory = { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' };
    const worker = cluster.fork(lane ? { ...memory, ...laneEnv, SITE_PLATFORM_LANE: lane } : memory);
    worker.lane = lane;
    worker.forkedAt = Date.now();
    worker.on('exit', (code, signal) => onExit(worker, code, signal));
    worker.on('message', (msg) => {
      // A worker's cache generation bump reaches every other worker.
      if (typeof msg?.siteGeneration === 'string') {
        for (const other of serving) if (other !== worker && other.isConnected()) other.send(msg);
        return;
      }
      if (msg?.platformStarted === true) return void startOthers?.();
      if (lanes && laneMessage(worker, msg)) return;
      if (msg?.awaitingOrders !== true) return;
      worker.awaitingOrders = true;
      if (worker.serveOrder) worker.send(worker.serveOrder);
    });
    return worker;
  };

  const forkStandby = () => {
    if (stopping || standby || !useStandby) return;
    standby = fork();
    log(`worker ${standby.process.pid} on standby`);
  };

  // Lanes: workers ready to take connections, the router, and what workers report of their hosts.
  const ready = new Set();
  let router = null;
  let nextWorker = 0;
  const laneSockets = () => {
    const sockets = { normal: [], heavy: [] };
    for (const w of ready) if (w.isConnected() && w.forwardSocket) sockets[w.lane === 'heavy' ? 'heavy' : 'normal'].push(w.forwardSocket);
    return sockets;
  };
  const broadcastLanes = () => {
    const msg = { heavyHosts: lanes.hosts(), laneSockets: laneSockets() };
    for (const w of ready) if (w.isConnected()) w.send(msg);
  };
  const pick = (host) => {
    const live = [...ready].filter((w) => w.isConnected());
    const heavy = live.find((w) => w.lane === 'heavy');
    const normal = live.filter((w) => w.lane !== 'heavy');
    // Behind a proxy (TRUST_PROXY) a connection carries many hosts' requests: the serving workers take
    // them all and forward the heavy lane's (issue 48), so a light site's request never waits behind the
    // heavy worker's priority to be passed on.
    if (heavy && (normal.length === 0 || (host !== null && !TRUST_PROXY && lanes.isHeavy(host)))) return heavy;
    return normal.length ? normal[nextWorker++ % normal.length] : null;
  };
  const laneMessage = (worker, msg) => {
    if (msg?.laneReady === true) {
      ready.add(worker);
      worker.forwardSocket = typeof msg.forwardSocket === 'string' ? msg.forwardSocket : null;
      if (worker.lane === 'heavy') reniceProcess(worker.process.pid, laneNice());
      broadcastLanes();
      router?.flush();
      return true;
    }
    if (!msg?.laneReport) return false;
    const moved = lanes.report({ worker: worker.id, heavyLane: worker.lane === 'heavy', ...msg.laneReport }, Date.now());
    for (const host of moved) {
      const load = msg.laneReport.hosts.find(([h]) => h === host)?.[1] ?? 0;
      log(`host ${host} moved to the heavy lane: its work used ${load.toFixed(2)} of a core on a saturated worker`);
    }
    if (moved.length) broadcastLanes();
    // Threads a heavy worker started since (sandboxes, pools) inherit its priority; checked anyway.
    if (worker.lane === 'heavy') reniceProcess(worker.process.pid, laneNice());
    return true;
  };
  if (lanes) {
    router = startLaneRouter({
      port: Number(process.env.PORT || 3000),
      hostname: process.env.HOSTNAME || '0.0.0.0',
      pick,
      onError: (err) => {
        logger.fatal(err.code === 'EADDRINUSE' ? `Port ${process.env.PORT || 3000} is in use: stop the other server or set PORT to a free port` : `listening failed: ${err.message}`);
        stop(1);
      },
    });
    setInterval(() => {
      const back = lanes.expire(Date.now());
      if (!back.length) return;
      log(`back from the heavy lane: ${back.join(', ')}`);
      broadcastLanes();
    }, 1000).unref();
  }

  const onExit = (worker, code, signal) => {
    const wasReady = ready.delete(worker);
    if (wasReady && lanes && !stopping) broadcastLanes();
    lanes?.forget(worker.id);
    const how = signal ?? `exit ${code}`;
    if (stopping) {
      // Exit once every worker has exited (not merely disconnected), so none outlives the primary.
      if (Object.keys(cluster.workers ?? {}).every((id) => cluster.workers[id].isDead())) void exit();
      return;
    }
    // An invalid configuration fails every worker alike: no restart fixes it, and a supervisor must learn
    // that the start failed (the worker logged which variables are wrong).
    if (code === EXIT_CONFIG) {
      logger.fatal(`primary ${process.pid}: worker ${worker.process.pid} found the configuration invalid (see above): stopping`);
      stop(EXIT_CONFIG);
      return;
    }
    if (worker === standby) {
      standby = null;
      logger.error(`primary ${process.pid}: standby worker ${worker.process.pid} died (${how}); forking another in 5 s`);
      setTimeout(forkStandby, 5000);
      return;
    }
    if (!serving.has(worker)) return;
    serving.delete(worker);
    const quick = Date.now() - worker.servingSince < START_WINDOW_MS;
    failures = quick ? failures + 1 : 0;
    const delay = failures <= 1 ? 0 : Math.min(MAX_BACKOFF_MS, 500 * 2 ** (failures - 2));
    logger.error(`primary ${process.pid}: worker ${worker.process.pid} died (${how}); ${delay ? `replacing it in ${delay} ms (${failures} failed starts in a row)` : 'replacing it now'}`);
    setTimeout(() => {
      if (stopping) return;
      const next = standby ?? fork(worker.lane);
      standby = null;
      serve(next, true);
    }, delay);
  };

  // The standby is forked once the serving worker listens, and a while after a replacement took over,
  // so its start-up (Next's prepare) does not compete with the serving worker's.
  // (A worker's private warm-up server listens too, on another port: not counted.)
  const port = Number(process.env.PORT || 3000);
  cluster.on('listening', (worker, address) => {
    if (serving.has(worker) && address.port === port) setTimeout(forkStandby, worker.replacement ? STANDBY_DELAY_MS : 0);
  });

  const stop = (code = 0) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    router?.server.close();
    const live = Object.values(cluster.workers ?? {}).filter((w) => !w.isDead());
    if (live.length === 0) void exit();
    for (const w of live) w.process.kill('SIGTERM');
    // A worker that does not finish its requests in time is ended (its exit then ends the primary).
    setTimeout(() => {
      for (const w of live.filter((w) => !w.isDead())) {
        log(`worker ${w.process.pid} did not stop in 10 s: killing it`);
        w.process.kill('SIGKILL');
      }
    }, 10_000).unref();
  };
  process.on('SIGTERM', () => stop());
  process.on('SIGINT', () => stop());
  // Once every worker has stopped: the embedded database's thread checkpoints and closes it.
  const exit = async () => {
    if (laneDir) fs.rmSync(laneDir, { recursive: true, force: true });
    await database?.stop();
    process.exit(exitCode);
  };

  log(`${count} serving worker${count === 1 && !lanes ? ' and a standby' : 's'}${lanes ? ` and a heavy lane at nice ${laneNice()}` : ''}`);
  const startAll = () => {
    for (let i = 0; i < count; i++) serve(fork(lanes ? 'normal' : undefined), false);
    if (lanes) serve(fork('heavy'), false);
  };
  // The embedded database shared by several workers: a thread of this process owns it. The first worker
  // starts alone (it seeds the demo site and the admin, which on PostgreSQL an advisory lock orders),
  // the others once its start-up is done (lib/startup/start.ts says so).
  let database = null;
  let startOthers = null;
  if (lanes && !process.env.DATABASE_URL) {
    const dataDir = process.env.DATA_DIR || './data';
    database = startDatabaseThread({
      dataDir,
      onNotification: (payload) => {
        for (const w of serving) if (w.isConnected()) w.send({ siteGeneration: payload });
      },
      onLost: (message) => {
        logger.fatal(`primary ${process.pid}: ${message}: stopping`);
        stop(1);
      },
      log: (level, message) => logger[level === 'warn' || level === 'error' ? level : 'info'](message),
    });
    // Inherited by every worker forked from now on (lib/shared/env.ts SITE_PLATFORM_DB_SOCKET): the first starts
    // at once (a wrong setting is reported without waiting for the database) and waits for the socket.
    process.env.SITE_PLATFORM_DB_SOCKET = database.socketPath;
    startOthers = () => {
      startOthers = null;
      for (let i = 1; i < count; i++) serve(fork('normal'), false);
      serve(fork('heavy'), false);
    };
    serve(fork('normal'), false);
    database.ready.then(
      () => log(`embedded database in ${dataDir} served to the workers by the primary's database thread`),
      (err) => {
        if (stopping) return;
        logger.fatal(err.message);
        stop(1);
      },
    );
  } else startAll();
}

// Loads the route code a first request needs, on a private port, while the standby waits: the
// requests finish once it is promoted and its database is open.
function warmUp(handle) {
  const server = http.createServer(handle);
  server.listen({ port: 0, host: '127.0.0.1', exclusive: true }, () => {
    const { port } = server.address();
    let pending = 0;
    const done = () => --pending === 0 && server.close();
    for (const path of ['/api/v1/auth/me']) {
      pending++;
      http.get({ host: '127.0.0.1', port, path, headers: { host: process.env.PLATFORM_HOST || 'localhost' } }, (res) => res.resume().on('end', done)).on('error', done);
    }
  });
}

async function runWorker() {
  // Ctrl-C reaches the whole process group: the primary decides when a worker stops.
  process.on('SIGINT', () => {});
  // A standby serves nothing, so it stops at once; once promoted, the server's own handler closes
  // the listening socket and lets requests in flight finish.
  const stopStandby = () => process.exit(0);
  process.on('SIGTERM', stopStandby);
  let promote;
  const promoted = new Promise((resolve) => (promote = resolve));
  // Read by lib/startup/start.ts: the database opens only once the primary says this worker serves.
  setBridgeSlot('standby', promoted);
  process.on('message', (msg) => {
    if (!msg?.serve) return;
    process.off('SIGTERM', stopStandby);
    promote({ replacement: msg.replacement === true });
  });
  process.send({ awaitingOrders: true });
  const { startServer } = await import('./server.mjs');
  const beforeListen = async ({ handle }) => {
    warmUp(handle);
    await promoted;
  };
  await startServer({ beforeListen, lane: process.env.SITE_PLATFORM_LANE }).catch((err) => {
    logger.fatal(err.message);
    process.exit(isConfigurationError(err) ? EXIT_CONFIG : 1);
  });
  process.removeAllListeners('SIGINT');
  process.on('SIGINT', () => {});
}

if (cluster.isPrimary) runPrimary();
else await runWorker();
