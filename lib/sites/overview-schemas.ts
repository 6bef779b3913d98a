import { z } from 'zod';

// What the admin's overview of a site shows (GET /api/v1/sites/overview). A part the caller's role
// may not read on its own screen is left out of the answer, not sent empty.
const CHECKLIST_KEYS = ['theme', 'home', 'domain', 'payments'] as const;

export const OverviewView = z.object({
  counts: z
    .object({
      posts: z.number().int().optional().describe('live posts (role 2+)'),
      products: z.number().int().optional().describe('live products (role 2+)'),
      orders: z.number().int().optional().describe('sales: orders that were paid (a checkout never paid is not counted); role 3+'),
      leads: z.number().int().optional().describe('role 3+'),
      members: z.number().int().optional().describe('accounts with a role on the site (role 5+)'),
    })
    .describe('only the counts the caller may read'),
  viewsToday: z.number().int().optional().describe('page views of the site today (UTC), counted up to the last flush of the counters; role 3+'),
  recentLeads: z
    .array(z.object({ uid: z.string(), form: z.string(), name: z.string().nullable(), email: z.string().nullable(), status: z.string(), createdAt: z.string() }))
    .optional()
    .describe('the newest five leads; role 3+'),
  recentOrders: z
    .array(
      z.object({
        uid: z.string(),
        summary: z.string().describe('what was bought: the first line and how many more'),
        email: z.string(),
        status: z.string(),
        total: z.number().int().describe('minor units of `currency`'),
        currency: z.string(),
        createdAt: z.string(),
      }),
    )
    .optional()
    .describe('the newest five sales (orders that were paid); role 3+'),
  checklist: z
    .array(z.object({ key: z.enum(CHECKLIST_KEYS), done: z.boolean() }))
    .describe('getting started, each step done when the site shows it: a theme picked and the home template edited (role 3+), a custom domain proven and payments configured (role 5+)'),
});
export type OverviewView = z.infer<typeof OverviewView>;
