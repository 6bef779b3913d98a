import { LRUCache } from 'lru-cache';
import { processSingleton } from '@/lib/shared/process-singleton';
import { onVisitorNews, visitorNewsHeard } from './generation';

// Caches of what one visitor's page reads besides the site (their session, their cart), kept while
// nothing they were read from has changed (issue 28). Database triggers (0026_visitor-news.sql)
// announce every committed change of an account, a membership, a revoked token or a cart as a subject
// (`user <uid>`, `token <jti>`, `cart <id>`), however it was made; an entry names the subjects it rests
// on and carries the news counter taken before its read, so news of any of them, or a gap in hearing
// (the listener was down), moves a number past it and it is read again. A read that raced a change is
// never trusted. Used only while this process hears every change at once (`visitorNewsHeard`).
const MAX_NEWS = 50_000;

interface News {
  // `user <uid>` / `token <jti>` / `cart <id>` -> the counter at its last news.
  bySubject: LRUCache<string, number>;
  counter: number;
  // Entries read at or before it are stale: news was missed, or a subject's news was forgotten.
  floor: number;
}

const news = processSingleton('visitor-news', (): News => {
  const state: News = {
    // A subject's news forgotten to bound memory: what was read before it can no longer be told apart.
    bySubject: new LRUCache<string, number>({ max: MAX_NEWS, dispose: (at) => (state.floor = Math.max(state.floor, at)) }),
    counter: 0,
    floor: 0,
  };
  onVisitorNews((subject) => {
    const at = ++state.counter;
    if (subject === null) state.floor = at;
    else state.bySubject.set(subject, at);
  });
  return state;
});

// A write of this process takes effect here before its announcement comes back.
export function visitorChanged(...subjects: string[]): void {
  const at = ++news.counter;
  for (const subject of subjects) news.bySubject.set(subject, at);
}

interface Entry<V> {
  value: V;
  subjects: string[];
  since: number;
  expiresAt: number;
}

export interface VisitorCache<V> {
  // `load`'s value, or the one kept under `key` if none of its subjects changed since and it has not
  // expired. `keep` names the value's subjects and how long it may live (null: do not keep it).
  read: (key: string, load: () => Promise<V>, keep: (value: V, now: number) => { subjects: string[]; expiresAt: number } | null) => Promise<V>;
}

export function visitorCache<V>(name: string, max: number): VisitorCache<V> {
  const entries = processSingleton(`visitor-cache:${name}`, () => new LRUCache<string, Entry<V>>({ max }));
  const current = (entry: Entry<V>, now: number) => entry.expiresAt > now && entry.since > news.floor && entry.subjects.every((subject) => entry.since > (news.bySubject.get(subject) ?? 0));
  return {
    read: async (key, load, keep) => {
      if (!visitorNewsHeard()) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && current(hit, now)) return hit.value;
      const since = ++news.counter;
      const value = await load();
      const kept = visitorNewsHeard() ? keep(value, now) : null;
      if (kept) entries.set(key, { value, since, ...kept });
      else entries.delete(key);
      return value;
    },
  };
}
