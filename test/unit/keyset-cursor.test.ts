import { describe, expect, it } from 'vitest';
import { encodeCursor } from '@/lib/shared/pagination';
import { dateRange } from '@/lib/domains/content/posts/date-range';
import { PostQuery } from '@/lib/domains/content/posts/schemas';

const KEY = ['2026-11-22T08:00:00.123456Z', '2026-11-22T08:00:00.000001Z', 'abc123'];
const cursor = (over: Record<string, unknown> = {}) => encodeCursor({ key: KEY, page: 2, filters: {}, ...over });
const issues = (query: Record<string, string>) => {
  const r = PostQuery.safeParse(query);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('post list cursors (lib/shared/pagination.ts, PostQuery)', () => {
  it('round-trip through URL-safe text: the key exact to the microsecond, the page, the filters (any text)', () => {
    const text = cursor({ filters: { tag: 'café ☕/+', status: 1 }, page: 7 });
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    const q = PostQuery.parse({ cursor: text, tag: 'café ☕/+', status: '1' });
    expect(q.cursor).toEqual({ key: KEY, page: 7, filters: { tag: 'café ☕/+', status: 1 } });
  });

  it('no cursor or an empty one is the first page', () => {
    expect(PostQuery.parse({}).cursor).toBeUndefined();
    expect(PostQuery.parse({ cursor: '' }).cursor).toBeUndefined();
  });

  it('refuses what is not a cursor of the post list', () => {
    const b64 = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');
    const bad = [
      'not a cursor',
      '%%%',
      b64('{"k":'),
      b64([1, 2]),
      b64({ k: KEY, p: 2 }),
      b64({ k: KEY, p: 1, f: {} }),
      b64({ k: KEY, p: 2.5, f: {} }),
      b64({ k: KEY.slice(0, 2), p: 2, f: {} }),
      b64({ k: [...KEY, 'x'], p: 2, f: {} }),
      b64({ k: ['2026-11-22T08:00:00Z', KEY[1], KEY[2]], p: 2, f: {} }),
      b64({ k: ['2026-02-29T08:00:00.000000Z', KEY[1], KEY[2]], p: 2, f: {} }),
      b64({ k: ['2026-11-22T24:00:00.000000Z', KEY[1], KEY[2]], p: 2, f: {} }),
      b64({ k: ['0000-01-01T00:00:00.000000Z', KEY[1], KEY[2]], p: 2, f: {} }),
      b64({ k: [KEY[0], KEY[1], ''], p: 2, f: {} }),
      b64({ k: [KEY[0], KEY[1], 'a\u0000b'], p: 2, f: {} }),
      b64({ k: KEY, p: 2, f: { tag: ['a'] } }),
      Buffer.from([0xff, 0xfe, 0x7b]).toString('base64url'),
      'A'.repeat(4001),
    ];
    for (const text of bad) expect(issues({ cursor: text }), text).toEqual(['cursor: not a cursor of this list: pass the next_cursor of a previous answer unchanged']);
    expect(issues({ cursor: b64({ k: ['2028-02-29T08:00:00.000000Z', KEY[1], KEY[2]], p: 2, f: {} }) })).toEqual([]);
  });

  it('is bound to the filters it was made for, in any order, junk filter values ignored as the list ignores them', () => {
    const text = cursor({ filters: { status: 1, label: 'news' } });
    expect(issues({ cursor: text, label: 'news', status: '1' })).toEqual([]);
    expect(issues({ cursor: text, label: 'news', status: '1', date: 'junk' })).toEqual([]);
    const others: Record<string, string>[] = [{}, { label: 'news' }, { label: 'news', status: '0' }, { label: 'other', status: '1' }, { label: 'news', status: '1', tag: 'a' }];
    for (const other of others) {
      expect(issues({ cursor: text, ...other })[0], JSON.stringify(other)).toMatch(/^cursor: this cursor was made for a list with other filters/);
    }
  });
});

describe('the date filter as a range of instants (lib/domains/content/posts/date-range.ts)', () => {
  it('a year, a month or a day, in UTC, half-open', () => {
    expect(dateRange('2026')).toEqual({ from: '2026-01-01T00:00:00Z', to: '2027-01-01T00:00:00Z' });
    expect(dateRange('2026-12')).toEqual({ from: '2026-12-01T00:00:00Z', to: '2027-01-01T00:00:00Z' });
    expect(dateRange('2026-11-30')).toEqual({ from: '2026-11-30T00:00:00Z', to: '2026-12-01T00:00:00Z' });
    expect(dateRange('2028-02-29')).toEqual({ from: '2028-02-29T00:00:00Z', to: '2028-03-01T00:00:00Z' });
    expect(dateRange('0001')).toEqual({ from: '0001-01-01T00:00:00Z', to: '0002-01-01T00:00:00Z' });
    expect(dateRange('9999-12-31')).toEqual({ from: '9999-12-31T00:00:00Z', to: null });
  });

  it('a day or month that does not exist names nothing (the old prefix matched no date either)', () => {
    for (const prefix of ['2026-13', '2026-00', '2026-02-29', '2026-04-31', '2026-01-00', '0000']) expect(dateRange(prefix), prefix).toBeNull();
  });
});
