// Tenant lanes (server/start.mjs with DATABASE_URL): the primary takes every connection, reads its first
// request's Host and hands the socket to a worker. Hosts that keep a saturated worker busy are moved, one
// at a time, to the heavy lane: a worker of its own at a lower CPU priority, so the kernel gives every
// other site's worker the core first (a render, a thread or a flood of one tenant cannot make another's
// pages wait for it). A moved host comes back once its lane stops reporting it.

// How long a host stays in the heavy lane after it was last seen loading it.
export const HEAVY_HOLD_MS = 30_000;
// A host counts once its work took this share of a core over a report (1 s).
const MIN_HOST_LOAD = 0.25;
// A host moves only when it stands out: it holds at least an eighth of the worker's load, or at least
// four times the typical (median) host's. A worker saturated by many sites that are each light (ten
// thousand sites' first renders after a start, a crawler's sweep) is nobody's doing: moving the half
// above the mean sent hundreds of ordinary sites to the low-priority lane, slowing exactly them.
const MIN_HOST_SHARE = 1 / 8;
const MIN_TIMES_MEDIAN = 4;
// A worker is saturated when its event loop or its process (threads included) is this busy.
const SATURATED = 0.8;
// The primary reads at most this much of a connection before it chooses a lane.
export const HEAD_LIMIT = 16 * 1024;

// The host a request head names (lowercase, no port), or null while the head has no whole Host line.
export function hostOfHead(head) {
  const reader = createHeadReader();
  reader.push(head);
  return reader.host;
}

const CR = 0x0d;
const LF = 0x0a;
const CRLFCRLF = 0x0d0a0d0a;
// "host:", lowercase; the letters are compared with their case bit set.
const HOST_NAME = [0x68, 0x6f, 0x73, 0x74, 0x3a];

// Reads a connection's first request head as its packets arrive, each byte once, up to HEAD_LIMIT: the
// value of its Host line (a header line, not the request line, that starts with "host:" in any case)
// once that line is whole, and whether the head ended. Concatenating what had arrived and matching a
// regular expression over all of it on every packet cost ~300 ms of CPU for a 16 KiB head sent a byte
// at a time (quadratic); this is linear, and keeps the packets as they came.
export function createHeadReader() {
  const chunks = [];
  let length = 0;
  // The last four bytes, for the blank line that ends the head.
  let tail = 0;
  // How much of "host:" the current line has matched, or -1 once it cannot be a Host line (the request
  // line never is one).
  let matched = -1;
  // The Host line's value so far (latin1), once its name matched.
  let value = null;
  const reader = {
    host: null,
    ended: false,
    // True once the lane can be chosen: the Host line is whole, the head ended, or the limit is reached.
    get done() {
      return reader.host !== null || reader.ended || length >= HEAD_LIMIT;
    },
    // Every byte read, the start of the first request (what follows the head included).
    bytes: () => (chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, length)),
    push(chunk) {
      chunks.push(chunk);
      const scan = Math.min(chunk.length, HEAD_LIMIT - length);
      length += chunk.length;
      let from = -1;
      for (let i = 0; i < scan && reader.host === null && !reader.ended; i++) {
        const b = chunk[i];
        tail = ((tail << 8) | b) >>> 0;
        if (value !== null) {
          if (b === CR || b === LF) {
            reader.host = normalHost(value + (from === -1 ? '' : chunk.toString('latin1', from, i)));
            value = null;
          } else if (from === -1) from = i;
          continue;
        }
        if (tail === CRLFCRLF) {
          reader.ended = true;
        } else if (b === LF && (tail & 0xff00) === CR << 8) {
          matched = 0;
        } else if (matched >= 0) {
          if ((matched < 4 ? b | 0x20 : b) !== HOST_NAME[matched]) matched = -1;
          else if (++matched === HOST_NAME.length) {
            matched = -1;
            value = '';
          }
        }
      }
      // A Host value that goes on into the next packet keeps what this one held of it.
      if (value !== null && from !== -1) value += chunk.toString('latin1', from, scan);
      // At the limit, a Host line cut short counts as it stands (the worker's parser refuses the head).
      if (value !== null && length >= HEAD_LIMIT) reader.host = normalHost(value);
      return reader.done;
    },
  };
  return reader;
}

export function normalHost(value) {
  const host = value.trim().toLowerCase();
  // An IPv6 literal keeps its brackets; any other port is dropped.
  return host.startsWith('[') ? host.replace(/(\])(:\d+)?$/, '$1') : host.replace(/:\d+$/, '');
}

// Reports in a row a worker must be saturated before it gives up hosts (a burst moves nobody).
const SATURATED_REPORTS = 5;

// The primary's table of hosts in the heavy lane. `report` takes a worker's report of the last second.
// An ordinary worker saturated for SATURATED_REPORTS seconds gives up every host busier than the mean of
// its active hosts (those already moved count while their last requests finish there) and stands out
// among them (MIN_HOST_SHARE, MIN_TIMES_MEDIAN), so the lightest stay; nobody moves while one host is left (it slows nobody). The heavy worker keeps, while saturated,
// every host still loading it.
export function createLaneTable({ holdMs = HEAVY_HOLD_MS, minLoad = MIN_HOST_LOAD } = {}) {
  const heavy = new Map();
  const streaks = new Map();
  return {
    report({ worker, heavyLane, saturated, hosts }, now) {
      const streak = saturated ? (streaks.get(worker) ?? 0) + 1 : 0;
      streaks.set(worker, streak);
      if (!saturated) return [];
      if (heavyLane) {
        for (const [host, load] of hosts) if (load >= minLoad && heavy.has(host)) heavy.set(host, now + holdMs);
        return [];
      }
      if (streak < SATURATED_REPORTS) return [];
      const active = hosts.filter(([, load]) => load > 0);
      const staying = active.filter(([host]) => !heavy.has(host));
      if (staying.length < 2) return [];
      const loads = active.map(([, load]) => load).sort((a, b) => a - b);
      const total = loads.reduce((n, load) => n + load, 0);
      const mean = total / loads.length;
      const median = loads[Math.floor(loads.length / 2)];
      const standsOut = (load) => load >= total * MIN_HOST_SHARE || load >= median * MIN_TIMES_MEDIAN;
      const moved = staying.filter(([, load]) => load >= minLoad && load > mean && standsOut(load)).map(([host]) => host);
      for (const host of moved) heavy.set(host, now + holdMs);
      return moved;
    },
    forget: (worker) => streaks.delete(worker),
    isHeavy: (host) => heavy.has(host),
    // Hosts whose hold ran out, removed from the table.
    expire(now) {
      const gone = [];
      for (const [host, until] of heavy) if (until <= now) gone.push(host);
      for (const host of gone) heavy.delete(host);
      return gone;
    },
    hosts: () => [...heavy.keys()],
  };
}

// A worker's side: how much of the event loop each host's work took, and how busy the worker was, per
// report. A host is charged the loop time its requests cost, never the time they wait (for their
// client's body, for a slow client to read the answer, for the database, for a turn):
// - measured work: the synchronous part of each request's handler (`start`: a cached page is served
//   whole there) and every stretch of the loop a render holds (`charge`, from lib/liquid/run.ts);
// - the rest of the loop's busy time (the Next.js routes past their first await, the drivers' callbacks,
//   collections) is nobody's measured work: it is shared among the hosts in proportion to the requests
//   each finished in the window whose body had arrived whole. A request whose body never came counts
//   for nothing, however long it waited.
// - work on threads the host's requests asked for (plugin runs, `chargeThread`), added as it is: CPU of
//   its own, beside the loop.
// A host's load is then a share of one core (0.62: 62% of the window); without thread work the hosts'
// loads add up to the loop's utilisation.
export function createHostLoad({ now = () => performance.now(), cpuUsage = (previous) => process.cpuUsage(previous), elu = (previous) => performance.eventLoopUtilization(previous), cores = 1 } = {}) {
  let work = new Map();
  let threads = new Map();
  let finished = new Map();
  let since = now();
  let cpuBefore = cpuUsage();
  let eluBefore = elu();
  const charge = (host, ms) => {
    if (typeof host === 'string' && ms > 0) work.set(host, (work.get(host) ?? 0) + ms);
  };
  return {
    // `ms` of the loop spent on the host's work.
    charge,
    // `ms` of a thread's time spent on the host's work.
    chargeThread(host, ms) {
      if (typeof host === 'string' && ms > 0) threads.set(host, (threads.get(host) ?? 0) + ms);
    },
    // Call first thing in a request's handler; the returned function once its answer is done (the
    // response's 'close'). The handler's synchronous part is charged as soon as it returns (a microtask
    // queued now runs before any the handler queues); the request counts as finished only if its body
    // arrived whole.
    start(host, req) {
      const from = now();
      queueMicrotask(() => charge(host, now() - from));
      return () => {
        if (req && !req.complete) return;
        finished.set(host, (finished.get(host) ?? 0) + 1);
      };
    },
    // The last window's report.
    report() {
      const at = now();
      const windowMs = Math.max(1, at - since);
      // Both since the last report (each takes the previous reading and gives the difference).
      const cpu = cpuUsage(cpuBefore);
      const loop = elu(eluBefore);
      const cpuShare = (cpu.user + cpu.system) / 1000 / windowMs / cores;
      let measured = 0;
      for (const ms of work.values()) measured += ms;
      let count = 0;
      for (const n of finished.values()) count += n;
      const rest = count > 0 ? Math.max(0, loop.active - measured) / count : 0;
      const loads = new Map(work);
      for (const [host, n] of finished) loads.set(host, (loads.get(host) ?? 0) + rest * n);
      for (const [host, ms] of threads) loads.set(host, (loads.get(host) ?? 0) + ms);
      const hosts = [...loads]
        .map(([host, ms]) => [host, ms / windowMs])
        .sort((a, b) => b[1] - a[1])
        .slice(0, 10);
      work = new Map();
      threads = new Map();
      finished = new Map();
      since = at;
      cpuBefore = cpuUsage();
      eluBefore = elu();
      return { saturated: Math.max(loop.utilization, cpuShare) >= SATURATED, loop: loop.utilization, cpu: cpuShare, hosts };
    },
  };
}
