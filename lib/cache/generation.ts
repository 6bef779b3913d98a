import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { getDb } from '@/db/client';
import { sites } from '@/db/schema';
import { env } from '@/lib/env';
import { processSingleton } from '@/lib/process-singleton';
import { log } from '@/lib/server-log';

// Every cache entry of a site (page, parsed template, lookup, data) is keyed by the site's generation:
// a number on the site row that database triggers bump in the same transaction as any write to what
// the site serves (db/migrations/0005_generations.sql). Purging is learning a newer number: entries
// under an older one are never read again and age out of their LRU. Instances learn of a bump at once
// through Redis pub/sub (or, between workers of one `npm start`, through the cluster primary); a number
// is trusted only for a while, after which the next request re-reads it (the fallback for a missed message).

// A deleted site: every entry keyed by an older number is dead for good.
export const GONE = Number.MAX_SAFE_INTEGER;
const CHANNEL = 'site-platform:generations';

interface Known {
  generation: number;
  checkedAt: number;
}

const known = processSingleton('site-generations', () => new LRUCache<string, Known>({ max: 200_000 }));
const subscriber = processSingleton('generation-subscriber', () => ({ listening: false, client: null as Redis | null, ready: false }));

// How long a learnt number is believed without re-reading it. The embedded database has one owner
// process, so nothing else can write; with a live subscription a bump arrives as a message and the
// read-through only covers a lost one; without one, another instance's write shows within a second.
function trustMs(): number {
  if (!env.DATABASE_URL) return Infinity;
  return subscriber.ready ? 30_000 : 1_000;
}

export function learnGeneration(siteUid: string, generation: number, now = Date.now()): void {
  const k = known.get(siteUid);
  if (!k || generation >= k.generation) known.set(siteUid, { generation, checkedAt: now });
}

// The site's number if it is still trusted; undefined means: read it (tenant lookup does).
export function trustedGeneration(siteUid: string): number | undefined {
  const k = known.get(siteUid);
  return k && Date.now() - k.checkedAt < trustMs() ? k.generation : undefined;
}

async function storedGeneration(siteUid: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ generation: sites.generation }).from(sites).where(eq(sites.uid, siteUid)).limit(1);
  return row ? row.generation : GONE;
}

// After a committed write: the trigger moved the stored number; this process learns it and tells
// every other one. Returns the new generation.
export async function siteChanged(siteUid: string): Promise<number> {
  const generation = await storedGeneration(siteUid);
  learnGeneration(siteUid, generation);
  await announce(`${siteUid} ${generation}`);
  return generation;
}

// Tells every other process: `<site uid> <generation>`, or HOSTS_MESSAGE. Awaited, so when the write's
// answer leaves this instance Redis has already passed the news on to every subscriber: a client
// reading from another instance right after sees the new version.
async function announce(message: string): Promise<void> {
  // Workers of one `npm start` (scripts/start.mjs): the primary relays to the others.
  if (process.send && process.connected) process.send({ siteGeneration: message });
  try {
    await publisher()?.publish(CHANNEL, message);
  } catch (err) {
    // Other instances fall back to re-reading the number (trustMs).
    log.error({ err, message }, 'generation publish failed');
  }
}

function publisher(): Redis | null {
  return processSingleton('generation-publisher', () => (env.REDIS_URL ? quietClient(env.REDIS_URL, 'publisher') : null));
}

function quietClient(url: string, role: string): Redis {
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  client.on('error', (err) => log.error({ err, role }, 'redis (generations) error'));
  return client;
}

// Hosts that selected no site may select one now (a site was created, a domain proven): every
// instance drops its cached "no site here" answers. Registered by the host cache (lib/tenancy).
const hostListeners = processSingleton('hosts-changed-listeners', () => new Set<() => void>());
const HOSTS_MESSAGE = 'hosts';

export function onHostsChanged(listener: () => void): void {
  hostListeners.add(listener);
}

export async function hostsChanged(): Promise<void> {
  for (const listener of hostListeners) listener();
  await announce(HOSTS_MESSAGE);
}

function onMessage(message: string): void {
  if (message === HOSTS_MESSAGE) {
    for (const listener of hostListeners) listener();
    return;
  }
  const [siteUid, n] = message.split(' ');
  const generation = Number(n);
  if (siteUid && Number.isSafeInteger(generation)) learnGeneration(siteUid, generation);
}

// Starts listening once per process (start-up calls it). Redis: a subscriber connection; after any
// reconnect every known number is re-read, since messages sent meanwhile are lost. Cluster: messages
// relayed by the primary.
export function listenForGenerations(): void {
  const s = subscriber;
  if (s.listening) return;
  s.listening = true;
  process.on('message', (msg: unknown) => {
    if (msg && typeof msg === 'object' && typeof (msg as { siteGeneration?: unknown }).siteGeneration === 'string') onMessage((msg as { siteGeneration: string }).siteGeneration);
  });
  // A serverless function is frozen between requests and would miss messages while believing it
  // listens: on Vercel numbers are re-read after a second instead.
  if (!env.REDIS_URL || env.VERCEL) return;
  const client = quietClient(env.REDIS_URL, 'subscriber');
  s.client = client;
  client.on('message', (_channel: string, message: string) => onMessage(message));
  client.on('ready', () => {
    void client.subscribe(CHANNEL).then(() => {
      for (const k of known.values()) k.checkedAt = 0;
      s.ready = true;
    });
  });
  client.on('close', () => (s.ready = false));
}
