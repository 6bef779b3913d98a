import type { Options, Sql } from 'postgres';
import { log } from '@/lib/shared/server-log';

// One LISTEN connection to PostgreSQL, kept up for as long as the process runs. The driver's own
// `sql.listen` re-listens after a drop only once and silently gives up if that attempt fails, and a
// connection cut without a FIN (a partition) looks alive: this one checks itself every second and
// starts over on any failure, telling its owner when it is listening and when it may have missed news.
// While it believes it listens, numbers are trusted for minutes: a dead connection must be found fast
// (within 2.5 s), and a round trip a second costs the database nothing.
const HEARTBEAT_MS = 1_000;
const HEARTBEAT_TIMEOUT_MS = 1_500;
const RETRY_MS = 1_000;

export interface ListenerEvents {
  message: (payload: string) => void;
  // Listening (again): news sent while it was not may have been missed.
  listening: () => void;
  // Not listening any more: until `listening`, news may be missed.
  lost: () => void;
}

export interface DatabaseListener {
  readonly listening: boolean;
  close: () => Promise<void>;
}

// `onnotify` is an option of the driver's connections that its types leave out.
type ListenOptions = Partial<Options<Record<string, never>>> & { onnotify: (channel: string, payload: string) => void };

export function listenOnDatabase(url: string, channel: string, events: ListenerEvents): DatabaseListener {
  let listening = false;
  let closed = false;
  let current: Sql | null = null;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let failing = false;

  const setListening = (now: boolean) => {
    if (now === listening) return;
    listening = now;
    if (now) events.listening();
    else events.lost();
  };

  // Drops this connection (if it is still the current one) and tries again a little later.
  const fail = (client: Sql, err: unknown) => {
    if (client !== current) return;
    current = null;
    clearInterval(heartbeat);
    setListening(false);
    if (!failing) log.error({ err, channel }, 'database listener lost: caches re-read site numbers every second until it is back');
    failing = true;
    void client.end({ timeout: 0 }).catch(() => {});
    if (!closed) retry = setTimeout(() => void connect(), RETRY_MS).unref();
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const { default: postgres } = await import('postgres');
    const options: ListenOptions = {
      max: 1,
      idle_timeout: 0,
      max_lifetime: null,
      fetch_types: false,
      connect_timeout: 2,
      onnotice: () => {},
      onnotify: (c, payload) => {
        if (c === channel) events.message(payload);
      },
      onclose: () => fail(client, new Error('the connection closed')),
    };
    const client: Sql = postgres(url, options);
    current = client;
    try {
      await client.unsafe(`LISTEN "${channel.replace(/"/g, '""')}"`);
    } catch (err) {
      return fail(client, err);
    }
    if (client !== current) return;
    if (failing) log.info({ channel }, 'database listener back');
    failing = false;
    setListening(true);
    heartbeat = setInterval(() => void beat(client), HEARTBEAT_MS).unref();
  }

  async function beat(client: Sql): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const silent = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${HEARTBEAT_TIMEOUT_MS} ms`)), HEARTBEAT_TIMEOUT_MS)));
    try {
      await Promise.race([client`select 1`, silent]);
    } catch (err) {
      fail(client, err);
    } finally {
      clearTimeout(timer);
    }
  }

  void connect();
  return {
    get listening() {
      return listening;
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const client = current;
      current = null;
      listening = false;
      await client?.end({ timeout: 1 }).catch(() => {});
    },
  };
}
