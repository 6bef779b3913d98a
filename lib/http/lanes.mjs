// Tenant lanes (scripts/start.mjs with DATABASE_URL): the primary takes every connection, reads its first
// request's Host and hands the socket to a worker. Hosts that keep a saturated worker busy are moved, one
// at a time, to the heavy lane: a worker of its own at a lower CPU priority, so the kernel gives every
// other site's worker the core first (a render, a thread or a flood of one tenant cannot make another's
// pages wait for it). A moved host comes back once its lane stops reporting it.

// How long a host stays in the heavy lane after it was last seen loading it.
export const HEAVY_HOLD_MS = 30_000;
// A host counts once it keeps this many requests in flight on average over a report (1 s).
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

// The host a request head names (lowercase, no port), or null while the head has no Host line.
export function hostOfHead(head) {
  const text = head.subarray(0, HEAD_LIMIT).toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  const match = /\r\nhost:[ \t]*([^\r\n]*)/i.exec(end === -1 ? text : text.slice(0, end + 2));
  if (!match) return null;
  return normalHost(match[1]);
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

// A worker's side: how many requests each host kept in flight, and how busy the worker was, per report.
export function createHostLoad({ now = () => performance.now(), cpuUsage = (previous) => process.cpuUsage(previous), elu = (previous) => performance.eventLoopUtilization(previous), cores = 1 } = {}) {
  const inFlight = new Set();
  let busy = new Map();
  let since = now();
  let cpuBefore = cpuUsage();
  let eluBefore = elu();
  const add = (host, ms) => busy.set(host, (busy.get(host) ?? 0) + ms);
  return {
    // Call when a request starts; the returned function when it ends.
    start(host) {
      const entry = { host, from: now() };
      inFlight.add(entry);
      return () => {
        if (!inFlight.delete(entry)) return;
        add(entry.host, now() - entry.from);
      };
    },
    // The last window's report; requests still in flight count up to now.
    report() {
      const at = now();
      for (const entry of inFlight) {
        add(entry.host, at - entry.from);
        entry.from = at;
      }
      const windowMs = Math.max(1, at - since);
      // Both since the last report (each takes the previous reading and gives the difference).
      const cpu = cpuUsage(cpuBefore);
      const loop = elu(eluBefore);
      const cpuShare = (cpu.user + cpu.system) / 1000 / windowMs / cores;
      const hosts = [...busy]
        .map(([host, ms]) => [host, ms / windowMs])
        .sort((a, b) => b[1] - a[1])
        .slice(0, 10);
      busy = new Map();
      since = at;
      cpuBefore = cpuUsage();
      eluBefore = elu();
      return { saturated: Math.max(loop.utilization, cpuShare) >= SATURATED, loop: loop.utilization, cpu: cpuShare, hosts };
    },
  };
}
