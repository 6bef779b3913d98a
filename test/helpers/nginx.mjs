// A real nginx (Debian's package) in front of `npm start`, as production deployments run it: upstream
// keep-alive on, so one pooled upstream connection carries requests of many hosts (issue 48). Used by
// the bench's "noisy neighbour behind nginx" row and test/integration/lanes-behind-proxy.test.ts.
// Started with a prefix and configuration of its own on a free port (never the system's service).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const CANDIDATES = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].filter(Boolean);

// The nginx binary, or null when none is installed (`apt-get install nginx`).
export function findNginx() {
  return CANDIDATES.find((p) => fs.existsSync(p)) ?? null;
}

// A port free at the time of asking (nginx, the bench's servers).
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

// nginx.conf for one upstream: `keepalive` idle connections kept per nginx worker, HTTP/1.1 upstream
// with the Connection header cleared (nginx's documented recipe for upstream keep-alive).
// `token`: answered at /__nginx_token, so the start check knows it reached this nginx and not another
// server that took the port between freePort() and nginx's bind.
function config({ dir, port, upstreamPort, keepalive, token }) {
  const tmp = (name) => path.join(dir, name);
  return `daemon off;
worker_processes 1;
${process.getuid?.() === 0 ? 'user root root;' : ''}
pid ${tmp('nginx.pid')};
error_log ${tmp('error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${tmp('body')};
  proxy_temp_path ${tmp('proxy')};
  fastcgi_temp_path ${tmp('fastcgi')};
  uwsgi_temp_path ${tmp('uwsgi')};
  scgi_temp_path ${tmp('scgi')};
  upstream platform {
    server 127.0.0.1:${upstreamPort};
    keepalive ${keepalive};
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 64m;
    location = /__nginx_token { return 200 "${token}"; }
    location / {
      proxy_pass http://platform;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Request-Id $request_id;
      proxy_read_timeout 60s;
      proxy_buffering off;
      proxy_request_buffering off;
    }
  }
}
`;
}

// Starts nginx in front of 127.0.0.1:upstreamPort; resolves once it answers with its token.
// `wrap`: a command prefix (the bench pins nginx to a core with taskset). A port taken by another
// process between freePort() and nginx's bind is tried again with another.
export async function startNginx(options) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options);
    } catch (err) {
      if (attempt >= 3 || !/Address already in use/.test(err.message)) throw err;
    }
  }
}

async function startOnce({ upstreamPort, keepalive = 32, wrap = [] }) {
  const bin = findNginx();
  if (!bin) throw new Error('nginx is not installed (apt-get install -y nginx, or set NGINX_PATH)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-nginx-'));
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  const token = randomBytes(12).toString('hex');
  fs.writeFileSync(conf, config({ dir, port, upstreamPort, keepalive, token }));
  const args = ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')];
  const child = spawn(wrap[0] ?? bin, wrap.length ? [...wrap.slice(1), bin, ...args] : args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const log = () => output + (fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : '');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // QUIT: nginx's graceful stop; TERM after 3 s.
      child.kill('SIGQUIT');
      const done = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 3000))]);
      if (!done) {
        child.kill('SIGKILL');
        await exited;
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      const seen = log();
      fs.rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx exited (${child.exitCode}) at start:\n${seen}`);
    }
    const up = await new Promise((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/__nginx_token', agent: false }, (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve(text === token));
      });
      req.setTimeout(1000, () => req.destroy());
      req.on('error', () => resolve(false));
    });
    if (up) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not listen in 10 s:\n${log()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { port, pid: child.pid, log, stop };
}
