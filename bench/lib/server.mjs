// Server instances as `npm start` runs them (server/start.mjs: a cluster primary, a serving worker and a
// standby or heavy-lane worker), or one server/server.mjs under --cpu-prof; pinned to the server core.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../../test/helpers/nginx.mjs';
import { request } from './http.mjs';
import { LOG_DIR } from './options.mjs';
import { CLK_TCK, childrenOf, memory, ours, procStat, serverCore } from './procs.mjs';
import { cleanups, progress, sleep } from './progress.mjs';
import { ROOT } from './shared.mjs';

function serverEnv({ port, dataDir, databaseUrl, redisUrl, authSecret, extra = {} }) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    PLATFORM_HOST: 'localhost',
    DATA_DIR: dataDir,
    AUTH_SECRET: authSecret,
    ADMIN_EMAIL: 'admin@example.test',
    ADMIN_PASSWORD: 'admin-password-1',
    DEMO: 'false',
    RATE_LIMIT_LOGIN: '1000000',
    RATE_LIMIT_LOGIN_IP: '1000000',
    RATE_LIMIT_AVAILABLE: '1000000',
    RATE_LIMIT_SITES_NEW: '1000000',
    RATE_LIMIT_SIGNUP: '1000000',
    RATE_LIMIT_QUOTE: '1000000',
    RATE_LIMIT_CHECKOUT: '1000000',
    ...extra,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.NODE_OPTIONS;
  if (process.env.BENCH_SERVER_NODE_OPTIONS) env.NODE_OPTIONS = process.env.BENCH_SERVER_NODE_OPTIONS;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  if (redisUrl) env.REDIS_URL = redisUrl;
  return env;
}

// mode 'cluster': server/start.mjs (what `npm start` runs); 'profile': one server/server.mjs under --cpu-prof.
export async function startInstance(name, { mode = 'cluster', profileDir, ...envOpts }) {
  const port = await freePort();
  const args = mode === 'profile' ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, 'server/server.mjs'] : ['server/start.mjs'];
  const env = serverEnv({ port, ...envOpts });
  fs.mkdirSync(LOG_DIR, { recursive: true });
  const logFile = path.join(LOG_DIR, `${name}.log`);
  const logStream = fs.createWriteStream(logFile);
  const child = spawn('taskset', ['-c', serverCore, process.execPath, ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let serving = null;
  let standby = null;
  let heavyLane = null;
  let exited = null;
  const onData = (c) => {
    const text = c.toString();
    output += text;
    logStream.write(text);
    for (const m of text.matchAll(/worker (\d+) serving/g)) serving = Number(m[1]);
    for (const m of text.matchAll(/worker (\d+) on standby/g)) standby = Number(m[1]);
    // With DATABASE_URL the second process is the heavy lane (server/lanes.mjs) instead of a standby.
    for (const m of text.matchAll(/worker (\d+) on the heavy lane/g)) heavyLane = Number(m[1]);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  child.once('exit', (code, signal) => (exited = signal ?? `exit ${code}`));

  const inst = {
    name,
    port,
    mode,
    logFile,
    output: () => output,
    // Roles by pid: the primary (the spawned process; taskset execs node), the serving worker, the standby.
    processes() {
      const list = [];
      if (mode === 'profile') return [{ role: 'server', pid: child.pid }];
      list.push({ role: 'primary', pid: child.pid });
      for (const pid of childrenOf(child.pid)) list.push({ role: pid === serving ? 'serving' : pid === standby ? 'standby' : pid === heavyLane ? 'heavy lane' : 'worker', pid });
      return list;
    },
    rss() {
      return inst.processes().map((p) => ({ ...p, ...memory(p.pid) }));
    },
    cpuTicks() {
      return inst.processes().reduce((n, p) => n + (procStat(p.pid)?.cpuTicks ?? 0), 0);
    },
    async stop() {
      if (exited) return;
      const pids = inst.processes().map((p) => p.pid);
      const done = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const ok = await Promise.race([done.then(() => true), sleep(20_000).then(() => false)]);
      if (!ok) {
        progress(`${name}: no exit 20 s after SIGTERM, killing pids ${pids.join(', ')}`);
        for (const pid of pids) {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {}
        }
        await done;
      }
      // Workers outliving the primary (should not happen): end them by pid, once sure the pid is still
      // one of this instance's processes (same script, same PORT) and not a reused id.
      for (const pid of pids) {
        if (procStat(pid) && ours(pid, port)) {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {}
        }
      }
      logStream.end();
    },
  };
  cleanups.push(() => inst.stop());

  // Listening: the serving worker prints `ready:`; then start-up work (migrations) done: /readyz 200.
  const deadline = Date.now() + 180_000;
  while (!/ready: http/.test(output)) {
    if (exited) throw new Error(`${name} exited (${exited}) before listening; log ${logFile}:\n${output.slice(-2000)}`);
    if (Date.now() > deadline) throw new Error(`${name} did not listen in 180 s; log ${logFile}`);
    await sleep(100);
  }
  for (;;) {
    if (exited) throw new Error(`${name} exited (${exited}); log ${logFile}:\n${output.slice(-2000)}`);
    const r = await request(port, 'localhost', 'GET', '/readyz', { agent: false }).catch(() => null);
    if (r?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`${name}: /readyz not 200 in 180 s (last ${r?.status} ${r?.text?.slice(0, 200)}); log ${logFile}`);
    await sleep(200);
  }
  // The standby prepares Next.js after the serving worker listens: let it finish before measuring.
  if (mode === 'cluster') {
    const until = Date.now() + 60_000;
    while (!standby && !heavyLane && Date.now() < until) await sleep(100);
    if (!standby && !heavyLane) progress(`${name}: no standby or heavy-lane worker after 60 s (measuring anyway)`);
  }
  await waitQuiet(inst);
  return inst;
}

// Until the instance's processes use under ~10% of a core for a second (at most 30 s).
export async function waitQuiet(inst, maxMs = 30_000) {
  const hz = CLK_TCK;
  const until = Date.now() + maxMs;
  let last = inst.cpuTicks();
  while (Date.now() < until) {
    await sleep(1000);
    const now = inst.cpuTicks();
    if (now - last <= hz * 0.1) return;
    last = now;
  }
}
