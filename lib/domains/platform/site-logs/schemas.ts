import { z } from 'zod';
import { PageQuery } from '@/lib/shared/pagination';

// An ISO 8601 date (`2025-01-31`) or date-time (`2025-01-31T12:00:00Z`); anything else is a 422.
const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/, 'an ISO 8601 date (2025-01-31) or date-time (2025-01-31T12:00:00Z)')
  .transform((s, ctx) => {
    const d = new Date(s);
    if (Number.isNaN(d.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'not a real date' });
      return z.NEVER;
    }
    return d;
  });

export const LogQuery = PageQuery.extend({
  level: z.enum(['info', 'warn', 'error']).optional().catch(undefined),
  kind: z.string().max(100).optional().describe('a kind or its prefix: `activity`, `activity.posts`, `plugin`, `webhook`, `render`, `render.failed`…'),
  since: IsoDate.optional().describe('rows at or after this instant (ISO 8601 date or date-time; a date means its UTC midnight)'),
  until: IsoDate.optional().describe('rows before this instant (ISO 8601 date or date-time)'),
});

export const LogView = z.object({
  id: z.number().int(),
  level: z.string(),
  kind: z.string().describe('dotted: activity.<resource>.<action>, render.failed, render.unknown_tag, plugin.…, webhook.…'),
  message: z.string(),
  data: z.record(z.string(), z.unknown()).describe('activity rows: {actor, method, path, target}'),
  actorName: z.string().nullable().describe('the name of the account in data.actor (the part before the @ of its address when it has no name), null when none'),
  targetName: z.string().nullable().describe('for activity rows, the name or title of the changed record (post, template, plugin, bit, file, order, member) when it still exists'),
  at: z.string(),
});
