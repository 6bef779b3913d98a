// The embedded database (PGlite, one backend) served over the PostgreSQL wire protocol on a Unix
// socket, so every worker of `npm start` reaches it through the same driver as a PostgreSQL server.
//
// PGlite runs one statement at a time in one session, so the clients' messages are taken in turns:
// - a turn is a client's messages up to and including a Sync, a simple Query or a Flush, run in one
//   go, so an extended-protocol statement is never split by another client's;
// - clients with work queue in arrival order and take one turn each, so no connection is starved.
//   Connections of the heavy lane (application_name HEAVY_LANE_APP, server/lanes.mjs) queue apart
//   and take a turn when no other client waits, or one every HEAVY_WAIT_MS while others wait;
// - a client whose turn left a transaction open (or an unnamed statement or portal pending before
//   its Sync) keeps the database until it ends it: the others wait, as they would for a lock. That hold
//   has a share: once another client waits, the holder has TRANSACTION_SHARE_MS to end its transaction
//   (a heavy-lane holder HEAVY_HOLD_MS, counted while another lane waits: at its low CPU priority each
//   of its round trips is slow whenever the machine is busy). Past it the holder loses the database:
//   its transaction is rolled back at once and the others go on; its statements are answered with an
//   error (SQLSTATE 25P04, PostgreSQL 17's transaction_timeout) until it rolls back, as in an aborted
//   transaction, so its own request fails with that error (a 503 with Retry-After, db/unreachable.ts)
//   and nobody else's; then the connection is served again.
//   A request's transaction takes a few milliseconds; one that takes longer is doing bulk work, which
//   goes in batches (db/batches.ts);
// - PGlite cannot interrupt a statement (it has no statement_timeout: `SET statement_timeout = 100`
//   then `select pg_sleep(0.5)` ran 502 ms), so a turn runs to its end; one that ran past
//   SLOW_TURN_MS is logged, naming its first words, so an unbounded statement of ours is found. Our
//   statements are bounded by what they may touch instead (batches, page sizes);
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
// Chosen from measurements (docs/processes.md, "The embedded database under lanes"): under `npm start` on
// a busy 2-core machine, of 118 transactions (site creations, sign-ins, three 2,000-file imports in
// batches) the longest held the database 111 ms (the demo seed, alone), a batch at most 65 ms, and none
// kept another client waiting over 49 ms. A tenth of the 5 s the idle rule allowed before.
const TRANSACTION_SHARE_MS = 500;
const SLOW_TURN_MS = 1_000;
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
// SQLSTATE 25P04 (PostgreSQL 17's transaction_timeout): what the driver rejects the holder's statement with.
export const TRANSACTION_SHARE_CODE = '25P04';

// An ErrorResponse, as PostgreSQL answers a statement it refuses; ReadyForQuery, outside a transaction.
function errorResponse(code, message) {
  const fields = Buffer.from(`SERROR\0VERROR\0C${code}\0M${message}\0\0`, 'utf8');
  const head = Buffer.alloc(5);
  head[0] = 'E'.charCodeAt(0);
  head.writeInt32BE(4 + fields.length, 1);
  return Buffer.concat([head, fields]);
}
const READY_IDLE = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);
const READY_FAILED = Buffer.from([0x5a, 0, 0, 0, 5, 0x45]);
// The statements that end a transaction block, as a released holder ends its own (below).
const ROLLS_BACK = /^\s*(rollback|abort)(\s+(work|transaction))?\s*;?\s*$/i;
const COMMITS = /^\s*(commit|end)(\s+(work|transaction))?\s*;?\s*$/i;

// The first words of a turn's statement: a simple Query's text, a Parse's, or for a Bind of a statement
// prepared earlier its Parse's as `named` (statement name -> first words) kept it.
function statementOf(bytes, named) {
  for (let i = 0; i + 5 <= bytes.length; i += 1 + bytes.readInt32BE(i + 1)) {
    if (bytes[i] === QUERY) return bytes.toString('utf8', i + 5, Math.min(bytes.length, i + 85)).split('\0')[0];
    if (bytes[i] === PARSE) {
      const text = bytes.indexOf(0, i + 5) + 1;
      return bytes.toString('utf8', text, Math.min(bytes.length, text + 80)).split('\0')[0];
    }
    if (bytes[i] === BIND) {
      const name = bytes.indexOf(0, i + 5) + 1;
      return named.get(bytes.toString('utf8', name, bytes.indexOf(0, name))) ?? '(a prepared statement)';
    }
  }
  return '(no statement)';
}
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
// shareMs / heavyHoldMs: how long a transaction may keep others waiting (above); slowTurnMs: a turn
// that ran longer is logged.
export function serveWire(db, { socketPath, onNotification = () => {}, log = () => {}, shareMs = TRANSACTION_SHARE_MS, heavyHoldMs = HEAVY_HOLD_MS, slowTurnMs = SLOW_TURN_MS }) {
  const queues = { normal: [], heavy: [] }; // clients with a turn ready, in arrival order
  const clients = new Set();
  let owner = null; // the client whose open transaction holds the database
  let current = null; // the client whose turn runs
  let ownerIdle = null; // the timer that ends an owner's hold once its share is spent
  let running = false;
  let closed = false;
  const toClean = []; // [client, why] of connections gone, cleaned up between turns
  const counts = { turns: 0, released: 0, longestWaitMs: 0 };

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

  // What a client leaves behind, cleared between turns: its open transaction, and once it went away
  // its named statements (a released holder keeps them, it is still connected).
  const cleanUp = async (client, why) => {
    const held = owner === client;
    if (held) {
      owner = null;
      othersWaitingSince = null;
      stopWatching();
      if (why) log('warn', why);
      counts.released++;
    }
    const statements = client.gone ? [...client.statements.keys()] : [];
    if (client.gone) client.statements.clear();
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
      // A released holder's next turn is answered with its error (pump).
      if (!client.gone && client.turns.length) enqueue(client);
    }
  };

  // The owner spent its share: its transaction is rolled back now (the others go on), and its next
  // message is answered with the error.
  const release = (client, who, what) => {
    const message = `the embedded database ended this transaction and rolled it back: it ${what}; shorten the transaction (bulk work goes in batches, db/batches.ts), or try again`;
    client.released = { message, awaitingSync: false };
    void cleanUp(client, `embedded database: ${who} ${what}: rolled back`).then(() => setImmediate(pump));
  };

  // A released holder believes its transaction open: as PostgreSQL answers an aborted transaction, every
  // statement fails (an error, then ReadyForQuery at its Sync; after a Flush the driver sends the Sync
  // itself) until it ends the block. Its ROLLBACK runs (there is nothing left to roll back); a COMMIT
  // fails too, so no caller takes the rolled-back work for saved, and ends the block as well.
  // Answers whether the turn was answered here.
  const answerReleased = (client) => {
    const released = client.released;
    const turn = client.turns[0];
    const statement = statementOf(turn.bytes, client.statements);
    const ends = !released.awaitingSync && turn.end !== FLUSH;
    if (ends && ROLLS_BACK.test(statement)) {
      client.released = null;
      return false;
    }
    client.turns.shift();
    if (!released.awaitingSync) client.socket.write(errorResponse(TRANSACTION_SHARE_CODE, released.message));
    released.awaitingSync = turn.end === FLUSH;
    if (!released.awaitingSync) {
      const commits = ends && COMMITS.test(statement);
      client.socket.write(commits ? READY_IDLE : READY_FAILED);
      if (commits) client.released = null;
    }
    if (client.turns.length) enqueue(client);
    setImmediate(pump);
    return true;
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

  // When the owner loses the database: once it kept others waiting shareMs (a heavy-lane owner: kept
  // another lane waiting heavyHoldMs). Others waiting wait until it ends, so the count starts with the
  // first of them and runs on.
  let othersWaitingSince = null;
  const ownerDeadline = (now) => {
    if (!queues.normal.length && !queues.heavy.length) return [Infinity, '', ''];
    othersWaitingSince ??= now;
    const heavy = owner.lane === 'heavy' && queues.normal.length > 0;
    const bound = heavy ? heavyHoldMs : shareMs;
    return [othersWaitingSince + bound, heavy ? 'a heavy-lane connection' : 'a connection', `kept a transaction open ${bound} ms while ${heavy ? 'other lanes' : 'others'} waited`];
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
      const [deadline, who, what] = ownerDeadline(now);
      if (now >= deadline) return void release(owner, who, what);
      if (!owner.turns.length) return void wakeAt(deadline, now);
      client = owner;
      stopWatching();
    } else {
      client = next();
      if (!client) return;
      if (client.released && answerReleased(client)) return;
    }
    const turn = client.turns.shift();
    const turnStarted = performance.now();
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
        const now = performance.now();
        if (now - turnStarted > slowTurnMs)
          log('warn', `embedded database: a statement ran ${Math.round(now - turnStarted)} ms while nothing else could (${statementOf(turn.bytes, client.statements)})`);
        const wasOwner = owner;
        owner = db.isInTransaction() || turn.pending ? client : null;
        if (owner !== wasOwner) {
          if (othersWaitingSince !== null) counts.longestWaitMs = Math.max(counts.longestWaitMs, now - othersWaitingSince);
          othersWaitingSince = null;
        }
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
          addTurn(client, { bytes: Buffer.from(message), pending: false, end: null });
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
        if (name) client.statements.set(name, statementOf(message, client.statements));
        else client.unnamed = true;
      } else if (type === BIND || type === EXECUTE) client.unnamed = true;
      if (type === SYNC || type === QUERY || type === FLUSH) {
        // Before a Flush, an unnamed statement or portal must stay this client's until its Sync.
        addTurn(client, { bytes: Buffer.concat(client.partial), pending: type === FLUSH && client.unnamed, end: type });
        client.partial = [];
        if (type !== FLUSH) client.unnamed = false;
      }
    }
    client.buffer = at >= buf.length ? Buffer.alloc(0) : buf.subarray(at);
  };

  const server = net.createServer((socket) => {
    if (closed) return void socket.destroy();
    const client = { socket, lane: 'normal', buffer: Buffer.alloc(0), partial: [], turns: [], statements: new Map(), unnamed: false, started: false, gone: false, released: null };
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
