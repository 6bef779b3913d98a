// node:http ceiling: bench/static-server.mjs answering the demo home's bytes (captured when the first
// site was set up, so the cached-hit ratio compares like with like), once, after the databases' rows,
// with no database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../test/helpers/nginx.mjs';
import { measure } from '../lib/load.mjs';
import { procStat, rssMb, serverCore } from '../lib/procs.mjs';
import { cleanups, progress } from '../lib/progress.mjs';
import { row } from '../lib/results.mjs';
import { ROOT } from '../lib/shared.mjs';
import { firstHomeBody } from '../lib/site.mjs';

async function ceilingRow() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ceiling-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'page.html');
  fs.writeFileSync(file, firstHomeBody() ?? 'hello world\n');
  const port = await freePort();
  const child = spawn('taskset', ['-c', serverCore, process.execPath, 'bench/static-server.mjs', file, String(port), 'text/html; charset=utf-8'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const stop = () => new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r() : (child.once('exit', r), child.kill('SIGTERM'))));
  cleanups.push(stop);
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (c) => /ready/.test(c) && resolve());
    child.once('exit', (code) => reject(new Error(`static server exited ${code}`)));
  });
  const m = await measure('ceiling: node:http, the same page bytes', { url: `http://127.0.0.1:${port}/`, headers: { host: 'localhost' } }, () => procStat(child.pid)?.cpuTicks ?? 0);
  const procs = [{ role: 'server', pid: child.pid, rssMb: rssMb(child.pid) }];
  await stop();
  return row({ id: 'ceiling', db: '-', label: 'node:http, same bytes (ceiling)', ...m, rss: procs, bytes: fs.statSync(file).size });
}

const ceiling = {
  id: 'ceiling',
  needs: ['build'],
  phase: 'last',
  async run() {
    try {
      await ceilingRow();
    } catch (err) {
      progress(`ceiling: FAILED: ${err.message}`);
      row({ id: 'ceiling', db: '-', label: 'node:http, same bytes (ceiling)', error: err.message });
    }
  },
  table: [{ id: 'ceiling', label: 'node:http, same bytes (ceiling)' }],
  targets: () => [],
};

export default ceiling;
