// Shared bench helpers: pinned processes, autocannon runs, medians.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_CORE = '0';
export const LOAD_CORE = '1';

export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

// Runs a node script pinned to one core; resolves once `ready` appears on its output.
export function startPinned(script, args, env, readyPattern = /ready/) {
  const child = spawn('taskset', ['-c', SERVER_CORE, process.execPath, script, ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (c) => {
      out += c;
      if (readyPattern.test(out)) resolve({ child, output: () => out, stop: () => new Promise((r) => { child.once('exit', r); child.kill('SIGTERM'); }) });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}):\n${out}`)));
  });
}

export function get(port, host, pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: pathname, headers: { host, ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

// autocannon in its own process on the other core: requests/s for `seconds`.
export function load({ port, host, pathname = '/', seconds = 5, connections = 16, headers = {} }) {
  const args = ['-c', LOAD_CORE, process.execPath, path.join(ROOT, 'node_modules/autocannon/autocannon.js'), '-j', '-d', String(seconds), '-c', String(connections),
    '-H', `host=${host}`, ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]), `http://127.0.0.1:${port}${pathname}`];
  return new Promise((resolve, reject) => {
    const child = spawn('taskset', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}`));
      const r = JSON.parse(out);
      resolve({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx });
    });
  });
}

// Warm-up, then the median of three runs.
export async function measure(label, opts) {
  await load({ ...opts, seconds: 2 });
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await load(opts));
  const rps = median(runs.map((r) => r.rps));
  const p50 = median(runs.map((r) => r.p50));
  const errors = runs.reduce((n, r) => n + r.errors, 0);
  console.log(`${label.padEnd(34)} ${rps.toFixed(0).padStart(8)} req/s  p50 ${String(p50).padStart(4)} ms  runs ${runs.map((r) => r.rps.toFixed(0)).join('/')}${errors ? `  ERRORS ${errors}` : ''}`);
  return rps;
}
