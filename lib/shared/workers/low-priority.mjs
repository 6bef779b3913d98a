// Lowers the calling worker thread's scheduling priority (nice 10) on Linux, so work moved off the
// event loop yields the CPU to the threads that serve requests. Elsewhere the thread keeps its priority.
import fs from 'node:fs';
import os from 'node:os';

export function lowerThreadPriority() {
  try {
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    // Never raised: a thread of the heavy lane (server/lanes.mjs) inherits nice 19 and keeps it.
    if (Number.isInteger(tid) && tid > 0 && os.getPriority(tid) < 10) os.setPriority(tid, 10);
  } catch {
    // not Linux, or /proc not mounted
  }
}
