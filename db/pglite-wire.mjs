// The embedded database (PGlite, one backend) served over the PostgreSQL wire protocol on a Unix
// socket, so every worker of `npm start` reaches it through the same driver as a PostgreSQL server.
//
// PGlite runs one statement at a time in one session, so the clients' messages are taken in turns:
// - a turn is a client's messages up to and including a Sync, a simple Query or a Flush, run in one
//   go, so an extended-protocol statement is never split by another client's;
// - clients with work queue in arrival order and take one turn each, so no connection is starved.
//   Connections of the heavy lane (application_name HEAVY_LANE_APP, lib/http/lanes.mjs) queue apart
//   and take a turn when no other client waits, or one every HEAVY_WAIT_MS while others wait;
// - a client whose turn left a transaction open (or an unnamed statement or portal pending before
//   its Sync) keeps the database until it ends it: the others wait, as they would for a lock. One
//   that keeps it idle TRANSACTION_IDLE_MS between statements while others wait (a stalled worker)
//   loses it: its transaction is rolled back and its connection closed. A heavy-lane connection loses
//   it once it kept another lane waiting HEAVY_HOLD_MS in all: at its low CPU priority each of its
//   round trips is slow whenever the machine is busy, and it would hold everyone back;
// - a connection that goes away leaves nothing behind: its transaction is rolled back and its named
//   statements deallocated (the session is shared, so they would pile up).
// Notifications (LISTEN on this thread's own session) are picked out of every answer.
import fs from 'node:fs';
import net from 'node:net';

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;
export const HEAVY_LANE_APP = 'site-platform-heavy-lane';
const TRANSACTION_IDLE_MS = 5_000;
const HEAVY_HOLD_MS = 50;
const HEAVY_WAIT_MS = 100;
// A message longer than this is refused (the connection closed): bigger than any statement we send.
const MAX_MESSAGE = 256 * 1024 * 1024;
const [SYNC, QUERY, FLUSH, TERMINATE, PARSE, BIND, EXECUTE] = ['S', 'Q', 'H', 'X', 'P', 'B', 'E'].map((c) => c.charCodeAt(0));

// A simple Query message.
function simpleQuery(text) {
  const body = Buffer.from(`${text}\0`, 'utf8');
  const head = Buffer.alloc(5);
  head[0] = QUERY;
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
}
const ROLLBACK = simpleQuery('ROLLBACK');
const SYNC_MESSAGE = Buffer.from([SYNC, 0, 0, 0, 4]);
const quoteIdent = (name) => `"${name.replace(/"/g, '""')}"`;

// NotificationResponse messages ('A') in a stretch of backend output: [channel, payload] pairs.
function notificationsIn(out) {
  const found = [];
  for (let i = 0; i + 5 <= out.length;) {
    const length = out.readInt32BE(i + 1);
    if (out[i] === 0x41 && i + 1 + length <= out.length) {
      const channelEnd = out.indexOf(0, i + 9);
      const payloadEnd = out.indexOf(0, channelEnd + 1);
      if (channelEnd > 0 && payloadEnd > channelEnd) found.push([out.toString('utf8', i + 9, channelEnd), out.toString('utf8', channelEnd + 1, payloadEnd)]);
    }
    i += 1 + length;
  }
  return found;
}

// The key/value pairs of a StartupMessage.
function startupParameters(message) {
  const params = {};
  const parts = message.toString('utf8', 8).split('\0');
  for (let i = 0; i + 1 < parts.length && parts[i]; i += 2) params[parts[i]] = parts[i + 1];
  return params;
}

// db: a ready PGlite. onNotification(channel, payload); log(level, message).
export function serveWire(db, { socketPath, onNotification = () => {}, log = () => {}, idleMs = TRANSACTION_IDLE_MS, heavyHoldMs = HEAVY_HOLD_MS }) {
  const queues = { normal: [], heavy: [] }; // clients with a turn ready, in arrival order
  const clients = new Set();
  let owner = null; // the client whose open transaction holds the database
  let current = null; // the client whose turn runs
  let ownerIdle = null; // the timer that ends an idle owner's hold while others wait
  let running = false;
  let closed = false;
  const toClean = []; // [client, why] of connections gone, cleaned up between turns
  const counts = { turns: 0, released: 0 };

  // Nothing else uses this PGlite while the server runs; the lock only orders the final checkpoint.
  const run = async (message) => {
    let out = Buffer.alloc(0);
    await db.runExclusive(async () => {
      // A view of PGlite's receive buffer, which the next statement overwrites: copied at once.
      out = Buffer.from(db.execProtocolRawSync(message));
    });
    return out;
  };

  const stopWatching = () => {
    clearTimeout(ownerIdle);
    ownerIdle = null;
  };

  const unqueue = (client) => {
    const queue = queues[client.lane];
    const at = queue.indexOf(client);
    if (at >= 0) queue.splice(at, 1);
  };
  const enqueue = (client) => {
    if (owner !== client && !queues[client.lane].includes(client)) queues[client.lane].push(client);
  };

  // What a client that went away leaves behind, cleared between turns: its open transaction and its
  // named statements.
  const cleanUp = async (client, why) => {
    const held = owner === client;
    if (held) {
      owner = null;
      otherLaneWaitingSince = null;
      stopWatching();
      if (why) log('warn', why);
      counts.released++;
    }
    const statements = [...client.statements];
    client.statements.clear();
    running = true;
    try {
      if (held) {
        // Ends an extended-protocol exchange it left open, then its transaction.
        await run(SYNC_MESSAGE);
        if (db.isInTransaction()) await run(ROLLBACK);
      }
      if (statements.length) await run(simpleQuery(statements.map((name) => `DEALLOCATE ${quoteIdent(name)}`).join('; ')));
    } catch (err) {
      log('error', `embedded database: cleaning up after a closed connection failed: ${err.message}`);
    } finally {
      running = false;
    }
  };

  const drop = (client, why) => {
    if (client.gone) return;
    client.gone = true;
    clients.delete(client);
    client.turns.length = 0;
    unqueue(client);
    client.socket.destroy();
    // While its own turn runs, the end of that turn cleans up.
    if (current === client) return;
    toClean.push([client, why]);
    pump();
  };

  // When the owner loses the database: a heavy-lane owner once it kept another lane waiting
  // heavyHoldMs in all; any owner once it stayed idleMs between two statements while others waited.
  let otherLaneWaitingSince = null;
  const ownerDeadline = (now) => {
    if (owner.lane === 'heavy' && queues.normal.length > 0) {
      otherLaneWaitingSince ??= now;
      return [otherLaneWaitingSince + heavyHoldMs, `a heavy-lane connection kept a transaction open ${heavyHoldMs} ms while other lanes waited`];
    }
    if (owner.turns.length || (queues.normal.length === 0 && queues.heavy.length === 0)) return [Infinity, ''];
    return [owner.lastEnd + idleMs, `a connection kept a transaction open ${idleMs} ms while others waited`];
  };
  const wakeAt = (deadline, now) => {
    stopWatching();
    if (deadline === Infinity) return;
    ownerIdle = setTimeout(() => {
      ownerIdle = null;
      pump();
    }, deadline - now);
    ownerIdle.unref();
  };

  // The heavy lane takes a turn when no other client waits, and at most one every HEAVY_WAIT_MS while
  // they do, so it is never starved.
  let lastHeavyTurn = 0;
  const next = () => {
    const { normal, heavy } = queues;
    const now = performance.now();
    if (heavy.length && (!normal.length || now - lastHeavyTurn >= HEAVY_WAIT_MS)) {
      lastHeavyTurn = now;
      return heavy.shift();
    }
    return normal.shift();
  };

  // One turn at a time, each in a task of its own, so the sockets are read between turns.
  const pump = () => {
    if (running) return;
    // Not inside another client's transaction: a statement failing there would fail it.
    const gone = toClean.findIndex(([c]) => !owner || c === owner);
    if (gone >= 0) {
      void cleanUp(...toClean.splice(gone, 1)[0]).then(() => setImmediate(pump));
      return;
    }
    if (closed) return;
    let client;
    if (owner) {
      const now = performance.now();
      const [deadline, why] = ownerDeadline(now);
      if (now >= deadline) return void drop(owner, `embedded database: ${why}: rolled back and closed`);
      if (!owner.turns.length) return void wakeAt(deadline, now);
      client = owner;
      stopWatching();
    } else {
      client = next();
      if (!client) return;
    }
    const turn = client.turns.shift();
    running = true;
    current = client;
    run(turn.bytes)
      .then((out) => {
        if (!client.gone && out.length) client.socket.write(out);
        for (const [channel, payload] of notificationsIn(out)) onNotification(channel, payload);
      })
      .catch((err) => {
        log('error', `embedded database: a statement failed outside PostgreSQL's own error handling: ${err.message}`);
        drop(client);
      })
      .finally(async () => {
        counts.turns++;
        const wasOwner = owner;
        owner = db.isInTransaction() || turn.pending ? client : null;
        client.lastEnd = performance.now();
        if (owner !== wasOwner) otherLaneWaitingSince = null;
        running = false;
        current = null;
        if (client.gone) toClean.unshift([client]);
        else if (client.turns.length) enqueue(client);
        setImmediate(pump);
      });
  };

  const addTurn = (client, turn) => {
    client.turns.push(turn);
    enqueue(client);
    pump();
  };

  const onData = (client, data) => {
    const buf = client.buffer.length ? Buffer.concat([client.buffer, data]) : data;
    let at = 0;
    while (!client.gone) {
      if (!client.started) {
        // Before start-up: length, then a code (no type byte).
        if (buf.length - at < 8) break;
        const length = buf.readInt32BE(at);
        const code = buf.readInt32BE(at + 4);
        if (length < 8 || length > 10_000) return void drop(client);
        if (buf.length - at < length) break;
        const message = buf.subarray(at, at + length);
        at += length;
        if (code === SSL_REQUEST || code === GSS_REQUEST) client.socket.write('N');
        else if (code === CANCEL_REQUEST)
          return void drop(client); // no backend to signal
        else if (code === PROTOCOL_3) {
          client.started = true;
          client.lane = startupParameters(message).application_name === HEAVY_LANE_APP ? 'heavy' : 'normal';
          addTurn(client, { bytes: Buffer.from(message), pending: false });
        } else return void drop(client);
        continue;
      }
      if (buf.length - at < 5) break;
      const type = buf[at];
      const length = buf.readInt32BE(at + 1);
      if (length < 4 || length > MAX_MESSAGE) return void drop(client);
      if (buf.length - at < 1 + length) break;
      const message = Buffer.from(buf.subarray(at, at + 1 + length));
      at += 1 + length;
      if (type === TERMINATE) return void drop(client);
      client.partial.push(message);
      if (type === PARSE) {
        const name = message.toString('utf8', 5, message.indexOf(0, 5));
        if (name) client.statements.add(name);
        else client.unnamed = true;
      } else if (type === BIND || type === EXECUTE) client.unnamed = true;
      if (type === SYNC || type === QUERY || type === FLUSH) {
        // Before a Flush, an unnamed statement or portal must stay this client's until its Sync.
        addTurn(client, { bytes: Buffer.concat(client.partial), pending: type === FLUSH && client.unnamed });
        client.partial = [];
        if (type !== FLUSH) client.unnamed = false;
      }
    }
    client.buffer = at >= buf.length ? Buffer.alloc(0) : buf.subarray(at);
  };

  const server = net.createServer((socket) => {
    if (closed) return void socket.destroy();
    const client = { socket, lane: 'normal', buffer: Buffer.alloc(0), partial: [], turns: [], statements: new Set(), unnamed: false, started: false, gone: false };
    clients.add(client);
    socket.setNoDelay(true);
    socket.on('data', (data) => onData(client, data));
    socket.on('error', () => {});
    socket.on('close', () => drop(client));
  });

  return {
    listen: () =>
      new Promise((resolve, reject) => {
        fs.rmSync(socketPath, { force: true });
        server.once('error', reject);
        server.listen(socketPath, () => {
          server.off('error', reject);
          resolve();
        });
      }),
    // Stops taking turns; waits for the one in progress. Open transactions are rolled back.
    close: async () => {
      closed = true;
      server.close();
      for (const client of [...clients]) drop(client);
      while (running || owner || toClean.length) await new Promise((resolve) => setImmediate(resolve));
    },
    stats: () => ({ clients: clients.size, queued: queues.normal.length + queues.heavy.length, holding: owner !== null, ...counts }),
  };
}
