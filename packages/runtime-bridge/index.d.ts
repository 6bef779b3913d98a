// The types of index.cjs: what each bridge slot holds. The outer server is JavaScript, so
// the app's side is what the compiler checks; the outer side uses only what is written here.

type Headers = Record<string, string | string[] | undefined>;

// A page as the outer server sends it (compressed by server/compress.mjs).
interface OuterPage {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer | null;
}

// Site pages answered without entering Next.js (lib/pages/outer-handler.ts).
export interface OuterPageHandler {
  // An anonymous cached hit, synchronously; null otherwise.
  cached(method: string, url: string, headers: Headers): OuterPage | null;
  // Any site page, rendered by the same pipeline as the Next.js catch-all route; null for what
  // Next.js answers (the API, the admin, the platform host, anything before start-up finished).
  render(method: string, url: string, headers: Headers): Promise<OuterPage | null>;
}

interface Quits {
  quit(): Promise<unknown>;
}
interface Closes {
  close(): Promise<unknown>;
}

export interface BridgeSlots {
  // server/server.mjs → lib/http/client-ip.ts: the per-process secret that proves the socket address
  // header is the outer server's, not a client's. Absent: no outer server (`next start`, Vercel).
  'socket-ip-secret': string;
  // server/start.mjs (a cluster worker) → lib/startup/start.ts: present on a standby worker, resolved when
  // the primary promotes it; a replacement skips the steps its predecessor did.
  standby: Promise<{ replacement: boolean }>;
  // server/server.mjs (a serving worker of tenant lanes) → lib/pages/render.ts: whether the request
  // being served is of a host since moved to the heavy lane (its long render then runs behind).
  'lane-background': () => boolean;
  // server/server.mjs → lib/liquid/run.ts: charges loop time a render held to the request's host.
  'loop-charge': (ms: number) => void;
  // server/server.mjs → lib/domains/messaging/plugins/sandbox/pool.ts: called where a plugin run is asked for, how to
  // charge that run's thread time to the request's host (undefined outside a request).
  'thread-charger': () => ((ms: number) => void) | undefined;
  // lib/pages/outer-handler.ts → server/server.mjs.
  'outer-page-handler': OuterPageHandler;
  // lib/shared/platform/readiness.ts → server/server.mjs, which waits for start-up before listening.
  readiness: { whenStarted: Promise<void> };
  // lib/domains/platform/analytics/flush.ts → server/server.mjs on stop: the counted views are written first.
  analytics: { flush(): Promise<void> };
  // db/client.ts, lib/shared/redis.ts, lib/shared/cache/generation.ts → server/server.mjs, which closes them on stop.
  db: Promise<Closes>;
  redis: Quits | null;
  'generation-subscriber': { client: Quits | null; database: Closes | null };
  'generation-publisher': Quits | null;
  // lib/domains/messaging/outbox/worker.ts → lib/domains/messaging/outbox/index.ts (another bundle): drain the outbox now.
  'outbox-kick': () => void;
}
type BridgeSlot = keyof BridgeSlots;

export declare const BRIDGE_SLOTS: readonly BridgeSlot[];

// What the other side left, if it did.
export declare function bridgeSlot<K extends BridgeSlot>(name: K): BridgeSlots[K] | undefined;
// Sets (or with `undefined`, clears) a slot.
export declare function setBridgeSlot<K extends BridgeSlot>(name: K, value: BridgeSlots[K] | undefined): void;
// The slot's value, made by `make` if nobody set it yet; `T` is the maker's own (richer) type.
export declare function bridgeSingleton<K extends BridgeSlot, T extends BridgeSlots[K]>(name: K, make: () => T): T;

// A bridge slot's name where a process singleton's is expected is a compile error (and throws).
type InApp<N extends string> = N extends BridgeSlot ? `'${N}' is a bridge slot: use bridgeSingleton` : N;
export declare function processSingleton<T, N extends string = string>(name: InApp<N>, make: () => T): T;
export declare function setProcessSingleton<T, N extends string = string>(name: InApp<N>, value: T | undefined): void;
export declare function existingProcessSingleton<T, N extends string = string>(name: InApp<N>): T | undefined;

export declare const RENDER_SERVICES: unique symbol;
