import { ROLE } from '@/lib/auth/roles';
import { okJson } from '@/lib/http/envelope';
import { readQuery } from '@/lib/http/query';
import { withContext } from '@/lib/http/route';
import { readLeadSubmission } from '@/lib/http/lead-submission';
import { createLead, listLeads } from '@/lib/leads/operations';
import { LeadQuery } from '@/lib/leads/schemas';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

export const POST = withContext({ access: 'public' }, async (ctx) => {
  const { body, redirect } = await readLeadSubmission(ctx.req);
  const item = await createLead(ctx.site.uid, ctx.user?.uid ?? null, body, { answerShowsLead: !redirect });
  if (redirect) return new Response(null, { status: 303, headers: { location: redirect } });
  return okJson({ item }, 201);
});

export const GET = withContext({ access: ROLE.marketer }, async (ctx) => okJson(await listLeads(ctx.site.uid, readQuery(ctx.req, LeadQuery))));

export const { PUT, PATCH, DELETE } = methodNotAllowed(['GET', 'POST']);
