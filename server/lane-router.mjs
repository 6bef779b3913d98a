// The primary's side of tenant lanes (server/lanes.mjs): it listens, reads each connection's first
// request head, and hands the socket with those bytes to a worker of the host's lane.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { createHeadReader } from './lanes.mjs';

// A connection whose first request head has not named its host (or ended) within this long is dropped:
// the primary holds each such socket, and HEAD_LIMIT (16 KiB) bounds what it reads of one.
const HEAD_WAIT_MS = 15_000;
// Connections waiting for a first worker to be ready (start-up, or every worker replaced at once).
const MAX_WAITING = 1024;

// `pick(host)` returns the worker to serve the host, or null when none is ready yet.
export function startLaneRouter({ port, hostname, pick, onError }) {
  const waiting = [];
  const hand = (socket, head, host) => {
    const worker = pick(host);
    if (!worker) {
      if (waiting.length >= MAX_WAITING) return socket.destroy();
      waiting.push({ socket, head, host });
      return;
    }
    worker.send({ laneConnection: head.toString('base64') }, socket, (err) => {
      if (err) socket.destroy();
    });
  };
  // noDelay: the option sits on the kernel socket the workers are handed. Node's HTTP server sets it on
  // the connections it accepts itself; these it never accepts, and without it an answer written in two
  // parts (a Next.js route's head, then its body) waited for the client's delayed ACK, ~40 ms, on
  // every request of a keep-alive connection that sends one at a time.
  const server = net.createServer({ pauseOnConnect: true, noDelay: true }, (socket) => {
    const head = createHeadReader();
    const timer = setTimeout(() => socket.destroy(), HEAD_WAIT_MS);
    socket.on('error', () => socket.destroy());
    socket.once('close', () => clearTimeout(timer));
    const onData = (chunk) => {
      // A head split over packets: read on until its Host line, its end, or the limit (each byte scanned once).
      if (!head.push(chunk)) return;
      socket.off('data', onData);
      socket.pause();
      // pause() stops the 'data' events, not the reads: Node would go on reading the body into this
      // process's buffer, bytes the worker handed the socket never sees (a large upload then hangs). Stop
      // reading, so what follows the bytes read stays in the kernel's buffer and goes with the socket.
      if (socket._handle?.reading) {
        socket._handle.reading = false;
        socket._handle.readStop();
      }
      clearTimeout(timer);
      hand(socket, head.bytes(), head.host);
    };
    socket.on('data', onData);
    socket.resume();
  });
  server.on('error', onError);
  server.listen(port, hostname);
  return {
    server,
    // A worker became ready: connections that waited for one go now.
    flush() {
      for (const item of waiting.splice(0)) if (!item.socket.destroyed) hand(item.socket, item.head, item.host);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// Lowers the CPU priority of every thread of a process (Linux: a nice value is per thread, and threads
// started before it was set keep their own). Elsewhere the process alone.
export function reniceProcess(pid, nice) {
  let tids = [pid];
  try {
    tids = fs.readdirSync(`/proc/${pid}/task`).map(Number);
  } catch {}
  for (const tid of tids) {
    try {
      if (os.getPriority(tid) < nice) os.setPriority(tid, nice);
    } catch {}
  }
}
