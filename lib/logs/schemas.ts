import { z } from 'zod';
import { PageQuery } from '@/lib/pagination';

export const LogQuery = PageQuery.extend({
  level: z.enum(['info', 'warn', 'error']).optional().catch(undefined),
  kind: z.string().max(100).optional(),
});

export const LogView = z.object({
  id: z.number().int(),
  level: z.string(),
  kind: z.string(),
  message: z.string(),
  data: z.record(z.string(), z.unknown()),
  at: z.string(),
});
