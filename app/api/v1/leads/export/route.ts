import { ROLE } from '@/lib/auth/roles';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { readQuery } from '@/lib/http/query';
import { withContext } from '@/lib/http/route';
import { exportLeads } from '@/lib/leads/export';
import { LeadFilter } from '@/lib/leads/schemas';

// The inbox as a file: the same role and filters as GET /leads, all pages at once.
export const GET = withContext({ access: ROLE.marketer }, async (ctx) => {
  const { body, rows, truncated } = await exportLeads(ctx.site.uid, readQuery(ctx.req, LeadFilter));
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
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
