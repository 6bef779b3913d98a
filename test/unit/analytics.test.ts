import { describe, expect, it } from 'vitest';
import { ViewCounters } from '@/lib/domains/platform/analytics/counters';
import { isBot, normalisePath, NOT_FOUND_PATH, OTHER, referrerHost, viewPath } from '@/lib/domains/platform/analytics/visit';
import { activityOf } from '@/lib/domains/platform/site-logs/activity';

describe('what a page view keeps', () => {
  it('keeps only the host of a referrer, and no self-referral', () => {
    expect(referrerHost('https://User:Pass@News.Example.com:8443/a/b?q=secret#frag', 'site.localhost:3000')).toBe('news.example.com');
    expect(referrerHost('http://search.example/?q=me', null)).toBe('search.example');
    expect(referrerHost('https://site.localhost/blog', 'site.localhost:3000')).toBeNull();
    expect(referrerHost('android-app://com.example', null)).toBeNull();
    expect(referrerHost('https://bad host/', null)).toBeNull();
    expect(referrerHost('https:///nothing', null)).toBeNull();
  });

  it('counts HTML pages by path, every 404 in one bucket, and nothing else', () => {
    expect(viewPath('/a', 200, 'text/html; charset=utf-8')).toBe('/a');
    expect(viewPath('/x/y', 404, 'text/html')).toBe(NOT_FOUND_PATH);
    expect(viewPath('/assets/site.css', 200, 'text/css')).toBeNull();
    expect(viewPath('/old', 301, undefined)).toBeNull();
    expect(viewPath('/broken', 500, 'text/html')).toBeNull();
  });

  it('normalises paths: slashes folded, no trailing slash, no control characters, capped', () => {
    expect(normalisePath('//blog///post/')).toBe('/blog/post');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('/a\u0000b\nc')).toBe('/abc');
    expect(normalisePath(`/${'x'.repeat(500)}`)).toHaveLength(200);
    expect(normalisePath(NOT_FOUND_PATH)).toBe(NOT_FOUND_PATH);
  });

  it('tells crawlers by user agent', () => {
    expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe(true);
    expect(isBot('curl/8.0')).toBe(true);
    expect(isBot('Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0')).toBe(false);
    expect(isBot(undefined)).toBe(false);
  });
});

describe('view counters', () => {
  it('counts per day, site and path, caps distinct paths and referrers per window, and hands over', () => {
    const c = new ViewCounters(2);
    const noon = Date.UTC(2025, 0, 1, 12);
    for (const p of ['/a', '/a', '/b', '/c', '/d']) c.count('s1', p, p === '/a' ? 'post1' : '', null, noon);
    for (const h of ['r1', 'r2', 'r3']) c.count('s2', '/', '', h, noon);
    c.count('s1', '/a', 'post1', 'x.example', noon + 13 * 3600_000);
    expect(c.pending).toBe(9);
    const batch = c.take();
    expect(c.pending).toBe(0);
    const jan1 = batch.get('2025-01-01')!;
    expect(Object.fromEntries([...jan1.get('s1')!.paths].map(([k, v]) => [k, v.views]))).toEqual({ '/a': 2, '/b': 1, [OTHER]: 2 });
    expect(jan1.get('s1')!.paths.get('/a')!.postUid).toBe('post1');
    expect(Object.fromEntries(jan1.get('s2')!.referrers)).toEqual({ r1: 1, r2: 1, [OTHER]: 1 });
    expect(batch.get('2025-01-02')!.get('s1')!.paths.get('/a')!.views).toBe(1);
    expect(c.take().size).toBe(0);
  });
});

describe('activity kinds', () => {
  it('names resource and action from the method, or from a verb segment, and the target from the path', () => {
    expect(activityOf('PUT', '/api/v1/posts/p1', { uid: 'p1' })).toEqual({ kind: 'activity.posts.update', target: 'p1' });
    expect(activityOf('POST', '/api/v1/posts', {})).toEqual({ kind: 'activity.posts.create', target: null });
    expect(activityOf('DELETE', '/api/v1/comments/12', { id: '12' })).toEqual({ kind: 'activity.comments.delete', target: '12' });
    expect(activityOf('POST', '/api/v1/templates/t1/versions/3/restore', { uid: 't1', version: '3' })).toEqual({ kind: 'activity.templates.restore', target: 't1' });
    expect(activityOf('POST', '/api/v1/sites/domains/verify', {})).toEqual({ kind: 'activity.sites.verify', target: null });
    expect(activityOf('GET', '/api/v1/posts', {})).toBeNull();
    // A POST that changed a record already there: to its own path, or an upsert answered 200.
    expect(activityOf('POST', '/api/v1/templates/t1', { uid: 't1' }, 200)).toEqual({ kind: 'activity.templates.update', target: 't1' });
    expect(activityOf('POST', '/api/v1/templates', {}, 200)).toEqual({ kind: 'activity.templates.update', target: null });
    expect(activityOf('POST', '/api/v1/templates', {}, 201)).toEqual({ kind: 'activity.templates.create', target: null });
  });
});
