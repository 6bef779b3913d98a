import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { getDb } from '@/db/client';
import { sites } from '@/db/schema';
import { env } from '@/lib/shared/env';
import { bridgeSingleton, processSingleton } from '@/lib/shared/process-singleton';
import { redisConnection } from '@/lib/shared/redis';
import { log } from '@/lib/shared/server-log';
import { listenOnDatabase, type DatabaseListener } from './database-listener';

// Every cache entry of a site (page, parsed template, lookup, data) is keyed by the site's generation:
// a number on the site row that database triggers bump in the same transaction as any write that
// changes what the site can show (db/migrations/0005_generations.sql, 0016_fair-share.sql: a post or a
// file record only when it is or was published, so a draft leaves every cache alone). Comments move a
// number of their own, `comments_generation` (only a visible comment, before or after the write): only
// what was made from comments (a page whose render read them, the comments collection's rows) is keyed
// by it, so a visitor's comment retires the pages that show comments and no other. A third number,
// `posts_generation`, moves on every write to the site's posts, drafts included (0027): the API's post
// lists, which list drafts, are kept for it. Purging is learning
// a newer number: entries under an older one are never read again and age out of their LRU. Instances
// learn of a bump at once, every number in one message: on PostgreSQL from the database itself (a
// trigger NOTIFYs every change of a site's numbers on commit, 0024_generation-notify.sql, so a write
// made by SQL alone is announced too), through Redis pub/sub, and between workers of one `npm start`
// through the cluster primary. Numbers are trusted only for a while, after which the next request
// re-reads them (the fallback for a missed message).

// A deleted site: every entry keyed by an older number is dead for good.
const GONE = Number.MAX_SAFE_INTEGER;
const CHANNEL = 'site-platform:generations';
// The PostgreSQL channel of 0024_generation-notify.sql.
const DATABASE_CHANNEL = 'site_generations';

// The numbers of a site: `generation` for everything, `comments` for what was made from comments,
// `posts` for what was made from every post, drafts included.
export interface SiteNumbers {
  generation: number;
  comments: number;
  posts: number;
}
const NUMBER_NAMES = ['generation', 'comments', 'posts'] as const;

interface Known extends SiteNumbers {
  // When the numbers were last trusted for good: zeroed to force a re-read (a Redis reconnect).
  checkedAt: number;
  // When they were last read or learnt, whatever happened since: how stale they are while the
  // database cannot be reached (staleNumbers).
  learntAt: number;
}

const known = processSingleton('site-generations', () => new LRUCache<string, Known>({ max: 200_000 }));
const subscriber = bridgeSingleton('generation-subscriber', () => ({ listening: false, client: null as Redis | null, ready: false, database: null as DatabaseListener | null }));

// How long a learnt number is believed without re-reading it. The embedded database has one owner
// process, so nothing else can write. While the database's own announcements are heard, no committed
// bump can go unannounced (NOTIFY is part of the commit): numbers hold for minutes, and re-reading them
// only covers a message lost in the instant a connection drops. A Redis subscription alone hears only
// what writers published, and a publish may fail after the commit: 30 s. With neither, another
// instance's write shows within a second.
const TRUST_MS = { notified: 300_000, subscribed: 30_000, alone: 1_000 };
function trustMs(): number {
  if (!env.DATABASE_URL) return Infinity;
  if (subscriber.database?.listening) return TRUST_MS.notified;
  return subscriber.ready ? TRUST_MS.subscribed : TRUST_MS.alone;
}

// Numbers only grow: a message older than what is known (each number on its own) teaches nothing.
export function learnGeneration(siteUid: string, numbers: SiteNumbers, now = Date.now()): void {
  const k = known.get(siteUid);
  if (!k || NUMBER_NAMES.every((n) => numbers[n] >= k[n])) known.set(siteUid, { ...numbersOf(numbers), checkedAt: now, learntAt: now });
  else if (NUMBER_NAMES.some((n) => numbers[n] > k[n])) {
    // One number newer, another older (messages crossed): keep the newest of each, trusted no longer.
    const newest = { generation: Math.max(numbers.generation, k.generation), comments: Math.max(numbers.comments, k.comments), posts: Math.max(numbers.posts, k.posts) };
    known.set(siteUid, { ...newest, checkedAt: k.checkedAt, learntAt: k.learntAt });
  }
}

const numbersOf = ({ generation, comments, posts }: SiteNumbers): SiteNumbers => ({ generation, comments, posts });

// The site's numbers if they are still trusted; undefined means: read them (tenant lookup does).
export function trustedNumbers(siteUid: string): SiteNumbers | undefined {
  const k = known.get(siteUid);
  return k && Date.now() - k.checkedAt < trustMs() ? numbersOf(k) : undefined;
}

// The last numbers known of a site if they were learnt within `maxAgeMs`, trusted or not: what a
// request may go on with while the database cannot be reached to re-read them (serving stale).
export function staleNumbers(siteUid: string, maxAgeMs: number): SiteNumbers | undefined {
  const k = known.get(siteUid);
  return k && Date.now() - k.learntAt < maxAgeMs ? numbersOf(k) : undefined;
}

async function storedNumbers(siteUid: string): Promise<SiteNumbers> {
  const db = await getDb();
  const [row] = await db.select({ generation: sites.generation, comments: sites.commentsGeneration, posts: sites.postsGeneration }).from(sites).where(eq(sites.uid, siteUid)).limit(1);
  return row ?? { generation: GONE, comments: GONE, posts: GONE };
}

// After a committed write: the trigger moved a stored number (or none: a draft's write moves nothing,
// and this only re-reads and repeats them); this process learns them and tells every other one.
// Returns the generation.
export async function siteChanged(siteUid: string): Promise<number> {
  const numbers = await storedNumbers(siteUid);
  learnGeneration(siteUid, numbers);
  await announce(`${siteUid} ${numbers.generation} ${numbers.comments} ${numbers.posts}`);
  return numbers.generation;
}

// Tells every other process: `<site uid> <generation> <comments> <posts>`, or HOSTS_MESSAGE. Awaited, so when the write's
// answer leaves this instance Redis has already passed the news on to every subscriber: a client
// reading from another instance right after sees the new version.
async function announce(message: string): Promise<void> {
  // Workers of one `npm start` (server/start.mjs): the primary relays to the others.
  if (process.send && process.connected) process.send({ siteGeneration: message });
  const client = publisher();
  if (!client) return;
  const published = client.publish(CHANNEL, message).then(
    () => {
      if (publishing.failing) log.info('generation messages are published again');
      publishing.failing = false;
    },
    (err: unknown) => {
      // Other instances fall back to re-reading the number (trustMs). Logged once per outage.
      if (!publishing.failing) log.error({ err, message }, 'generation publish failed: other instances re-read numbers until it works again');
      publishing.failing = true;
    },
  );
  // While publishing fails, a write does not wait for the next failure (half a second each).
  if (!publishing.failing) await published;
}
const publishing = processSingleton('generation-publishing', () => ({ failing: false }));

function publisher(): Redis | null {
  return bridgeSingleton('generation-publisher', (): Redis | null => (env.REDIS_URL ? redisConnection(env.REDIS_URL, 'generations publisher') : null));
}

// Hosts that selected no site may select one now (a site was created, a domain proven): every
// instance drops its cached "no site here" answers. Registered by the host cache (lib/shared/tenancy).
const hostListeners = processSingleton('hosts-changed-listeners', () => new Set<() => void>());
const HOSTS_MESSAGE = 'hosts';

export function onHostsChanged(listener: () => void): void {
  hostListeners.add(listener);
}

export async function hostsChanged(): Promise<void> {
  for (const listener of hostListeners) listener();
  await Promise.all([announce(HOSTS_MESSAGE), notifyDatabase(HOSTS_MESSAGE)]);
}

// Instances that hear only the database (no Redis) learn of new hosts from it too. A failure costs
// them only the few seconds a "no site here" answer is kept.
async function notifyDatabase(message: string): Promise<void> {
  if (!env.DATABASE_URL) return;
  try {
    const db = await getDb();
    await db.execute(sql`select pg_notify(${DATABASE_CHANNEL}, ${message})`);
  } catch (err) {
    log.warn({ err }, 'could not announce a host change through the database');
  }
}

// Visitor news (db/migrations/0026_visitor-news.sql; lib/shared/cache/visitor-news.ts) rides the database
// channel: `visitor user <uid>`, `visitor token <jti>`, `visitor cart <id>`; listeners get the subject
// (`user <uid>`, ...), or null when news may have been missed (the listener connection was down).
const VISITOR_NEWS = 'visitor ';
const visitorNewsListeners = processSingleton('visitor-news-listeners', () => new Set<(subject: string | null) => void>());

export function onVisitorNews(listener: (subject: string | null) => void): void {
  visitorNewsListeners.add(listener);
}

// Whether this process hears every committed change of a visitor's account, memberships, revoked
// tokens and carts at once: on PostgreSQL while its LISTEN connection is up (never on Vercel, frozen
// between requests); on the embedded database under `npm start`, through the primary (its database
// thread listens); not when a process owns the embedded database alone (nothing relays its NOTIFYs).
export function visitorNewsHeard(): boolean {
  if (env.VERCEL) return false;
  if (env.DATABASE_URL) return subscriber.database?.listening === true;
  return env.SITE_PLATFORM_DB_SOCKET !== undefined;
}

function onMessage(message: string): void {
  if (message.startsWith(VISITOR_NEWS)) {
    for (const listener of visitorNewsListeners) listener(message.slice(VISITOR_NEWS.length));
    return;
  }
  if (message === HOSTS_MESSAGE) {
    for (const listener of hostListeners) listener();
    return;
  }
  const [siteUid, ...fields] = message.split(' ');
  const generation = Number(fields[0]);
  if (!siteUid || !Number.isSafeInteger(generation)) return;
  // A message without the later numbers (an instance of an older version, during a rolling deploy)
  // moves only what it carries of a known site.
  const k = known.get(siteUid);
  const comments = fields[1] === undefined ? k?.comments : Number(fields[1]);
  const posts = fields[2] === undefined ? k?.posts : Number(fields[2]);
  if (comments !== undefined && posts !== undefined && Number.isSafeInteger(comments) && Number.isSafeInteger(posts)) learnGeneration(siteUid, { generation, comments, posts });
}

// Every known number is re-read at its next use: messages sent while not listening are lost.
function forgetTrust(): void {
  for (const k of known.values()) k.checkedAt = 0;
  for (const listener of visitorNewsListeners) listener(null);
}

// Starts listening once per process (start-up calls it). PostgreSQL: a LISTEN connection of its own;
// Redis: a subscriber connection; after any reconnect of either every known number is re-read.
// Cluster: messages relayed by the primary.
export function listenForGenerations(): void {
  const s = subscriber;
  if (s.listening) return;
  s.listening = true;
  process.on('message', (msg: unknown) => {
    if (msg && typeof msg === 'object' && typeof (msg as { siteGeneration?: unknown }).siteGeneration === 'string') onMessage((msg as { siteGeneration: string }).siteGeneration);
  });
  // A serverless function is frozen between requests and would miss messages while believing it
  // listens: on Vercel numbers are re-read after a second instead.
  if (env.VERCEL) return;
  if (env.DATABASE_URL) s.database = listenOnDatabase(env.DATABASE_URL, DATABASE_CHANNEL, { message: onMessage, listening: forgetTrust, lost: () => {} });
  if (!env.REDIS_URL) return;
  const client = redisConnection(env.REDIS_URL, 'generations subscriber');
  s.client = client;
  client.on('message', (_channel: string, message: string) => onMessage(message));
  client.on('ready', () => {
    void client.subscribe(CHANNEL).then(() => {
      forgetTrust();
      s.ready = true;
    });
  });
  // Also when the heartbeat drops a connection that stopped answering (lib/shared/redis.ts).
  client.on('close', () => (s.ready = false));
}
