import { z } from 'zod';

const ANALYTICS_MAX_DAYS = 365;
// Rows per top list.
export const TOP_N = 20;

export const AnalyticsQuery = z.object({
  days: z.coerce.number().int().min(1).max(ANALYTICS_MAX_DAYS).default(30).describe(`days up to and including today (UTC), 1..${ANALYTICS_MAX_DAYS}`),
});

const Day = z.string().describe('a UTC day, YYYY-MM-DD');

export const AnalyticsView = z.object({
  from: Day,
  to: Day,
  scope: z.enum(['site', 'own-posts']).describe('`site` for role 3+; below, `own-posts`: only views of posts the caller authored (no leads, no referrers)'),
  views: z.array(z.object({ day: Day, views: z.number().int() })).describe('every day of the range, oldest first (0 when none)'),
  leads: z.array(z.object({ day: Day, leads: z.number().int() })).describe('live leads created per day, every day of the range; empty for `own-posts`'),
  topPaths: z.array(z.object({ path: z.string(), views: z.number().int() })).describe(`at most ${TOP_N}; \`(not found)\` counts every 404, \`(other)\` paths beyond the per-window cap`),
  topPosts: z.array(z.object({ uid: z.string(), title: z.string(), views: z.number().int() })).describe(`at most ${TOP_N} live posts, by views of the pages that showed them`),
  referrers: z.array(z.object({ host: z.string(), views: z.number().int() })).describe(`at most ${TOP_N} referring hosts (host only); empty for \`own-posts\``),
});
export type AnalyticsView = z.output<typeof AnalyticsView>;
