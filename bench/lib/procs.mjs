// The bench's processes and the servers': pinning to cores (taskset), RSS and CPU time from /proc.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { LOAD_CORE, SERVER_CORE } from './shared.mjs';
import { TWO_CORES } from './options.mjs';

export function pinSelf() {
  if (!TWO_CORES) return;
  spawnSync('taskset', ['-a', '-p', '-c', LOAD_CORE, String(process.pid)], { stdio: 'ignore' });
}
export const serverCore = SERVER_CORE;
export const loadCore = TWO_CORES ? LOAD_CORE : SERVER_CORE;

export function procStat(pid) {
  try {
    const s = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(f[1]), cpuTicks: Number(f[11]) + Number(f[12]) };
  } catch {
    return null;
  }
}
// VmRSS (what the target is about) and its parts, MB.
export function memory(pid) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const mb = (key) => {
      const m = new RegExp(`${key}:\\s+(\\d+) kB`).exec(text);
      return m ? Math.round(Number(m[1]) / 1024) : null;
    };
    return { rssMb: mb('VmRSS'), anonMb: mb('RssAnon'), fileMb: mb('RssFile'), hwmMb: mb('VmHWM') };
  } catch {
    return { rssMb: null };
  }
}
export const rssMb = (pid) => memory(pid).rssMb;
export const CLK_TCK = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
// Busy and total jiffies of one CPU (/proc/stat), to tell how much of the server core others used.
export function coreTicks(core) {
  const line = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`cpu${core} `));
  const f = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = f[3] + (f[4] ?? 0);
  const total = f.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

export function ours(pid, port) {
  try {
    const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    const env = fs.readFileSync(`/proc/${pid}/environ`, 'utf8');
    return /scripts\/(start|server)\.mjs/.test(cmd) && env.split('\0').includes(`PORT=${port}`);
  } catch {
    return false;
  }
}

export function childrenOf(pid) {
  const out = [];
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    if (procStat(Number(d))?.ppid === pid) out.push(Number(d));
  }
  return out;
}
