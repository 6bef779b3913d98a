// The CPU time of the calling thread, on that thread's own clock: plugin limits are CPU time, so a
// plugin starved of the CPU by other threads (or other processes) is never stopped for time it did not
// get. Plain JavaScript imported by ./worker.mjs (loaded from disk, never bundled).
//
// Sources, best first:
// - process.threadCpuUsage() (Node >= 23.9, so Node 24 in deployments): getrusage(RUSAGE_THREAD), in µs.
// - Linux on Node 20 (no threadCpuUsage): /proc/thread-self/schedstat, whose first field is the OS
//   thread's time on a CPU in ns (the worker's JavaScript runs on its own OS thread, and /proc/thread-self
//   names the thread that opens it). It lags by at most a scheduler tick (a few ms).
// - /proc/thread-self/stat utime+stime, in clock ticks (10 ms at the usual USER_HZ of 100), where
//   schedstat is missing (a kernel without CONFIG_SCHED_INFO).
// - Elsewhere on Node 20: the wall clock, as before (a starved plugin can then be stopped early).
import fs from 'node:fs';

const TICK_MS = 10;

function fromThreadCpuUsage() {
  if (typeof process.threadCpuUsage !== 'function') return null;
  const read = () => {
    const u = process.threadCpuUsage();
    return (u.user + u.system) / 1000;
  };
  return probe('process.threadCpuUsage', read);
}

// A /proc file of this thread, kept open and read again from offset 0 (one pread: ~20 µs where opening
// it each time costs ~150 µs). /proc/thread-self is resolved when it is opened, so the descriptor keeps
// naming this thread.
function procReader(file) {
  try {
    const fd = fs.openSync(file, 'r');
    const buf = Buffer.alloc(1024);
    return () => buf.toString('latin1', 0, fs.readSync(fd, buf, 0, buf.length, 0));
  } catch {
    return null;
  }
}

function fromSchedstat() {
  const read = procReader('/proc/thread-self/schedstat');
  return read && probe('/proc/thread-self/schedstat', () => Number(read().split(' ', 1)[0]) / 1e6);
}

function fromStat() {
  const read = procReader('/proc/thread-self/stat');
  const cpuMs = () => {
    const text = read();
    // Fields after "(comm)": state is the 3rd field of the file, utime the 14th and stime the 15th.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  };
  return read && probe('/proc/thread-self/stat', cpuMs);
}

function probe(source, read) {
  try {
    const v = read();
    return Number.isFinite(v) && v >= 0 ? { source, cpuMs: read, perThread: true } : null;
  } catch {
    return null;
  }
}

// { source, cpuMs(): milliseconds of CPU this thread has used, perThread: false when it is the wall clock }
export function threadClock() {
  return fromThreadCpuUsage() ?? fromSchedstat() ?? fromStat() ?? { source: 'wall clock', cpuMs: () => performance.now(), perThread: false };
}

// The OS thread id of the calling thread (Linux), or null: the pool reads a worker's CPU time from
// /proc/self/task/<tid>/schedstat for its backstop.
export function threadId() {
  try {
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(tid) && tid > 0 ? tid : null;
  } catch {
    return null;
  }
}
