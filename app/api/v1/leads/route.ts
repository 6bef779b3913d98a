import { routeOf } from '@/lib/api/route-of';
import { readLeadSubmission } from '@/lib/http/lead-submission';
import { leadsCollection } from '@/lib/domains/messaging/leads/api';
import { createLead, listLeads } from '@/lib/domains/messaging/leads/operations';

export const { GET, POST, PUT, PATCH, DELETE } = routeOf(leadsCollection, {
  submit: async (ctx) => {
    const { body, redirect } = await readLeadSubmission(ctx.req);
    const item = await createLead(ctx.site.uid, ctx.user?.uid ?? null, body, { answerShowsLead: !redirect });
    if (redirect) return new Response(null, { status: 303, headers: { location: redirect } });
    return { item };
  },
  list: async (ctx, { query }) => listLeads(ctx.site.uid, query),
});
