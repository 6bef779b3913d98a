import { defineOperation } from '@/lib/api/define';
import { itemOf } from '@/lib/api/envelope';
import { AnalyticsQuery, AnalyticsView } from './schemas';

// Any signed-in member; the operation narrows what a caller below role 3 sees to their own posts.
export const analyticsRoute = {
  read: defineOperation({
    method: 'GET',
    path: '/api/v1/analytics',
    tag: 'Analytics',
    access: 'session',
    query: AnalyticsQuery,
    ok: { status: 200, schema: itemOf(AnalyticsView.meta({ id: 'Analytics' })) },
    summary: 'Page views, leads, top paths, posts and referrers per UTC day',
    description:
      'Role 3+ reads the whole site (`scope: "site"`); any other signed-in caller reads only the views of pages that showed a post they authored (`scope: "own-posts"`; `leads` and `referrers` empty). ' +
      'Views are counted in each server process and written every few seconds, so the last seconds may not show yet. Nothing personal is stored: no IP address, cookie or user, no query string, and of a referrer only its host. Crawlers (by user agent) are not counted; HEAD requests, assets, feeds and redirects are no views; every 404 counts under the path `(not found)`.',
  }),
};

export const analyticsApi = [analyticsRoute];
