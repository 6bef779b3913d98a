import { routeOf } from '@/lib/api/route-of';
import { leadsExport } from '@/lib/domains/messaging/leads/api';
import { exportLeads } from '@/lib/domains/messaging/leads/export';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(leadsExport, {
  csv: async (ctx, { query }) => {
    const { body, rows, truncated } = await exportLeads(ctx.site.uid, query);
    const date = new Date().toISOString().slice(0, 10);
    return new Response(body, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="leads-${ctx.site.subdomain}-${date}.csv"`,
        // Personal data: never kept by a cache on the way.
        'cache-control': 'no-store',
        'x-leads-rows': String(rows),
        'x-leads-truncated': String(truncated),
      },
    });
  },
});
