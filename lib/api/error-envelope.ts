import { z } from 'zod';
import ERROR_TABLE from '@/lib/shared/error-codes.json';
import type { ErrorCode } from '@/lib/shared/errors';

// The error answers' shape, from the one table of codes (lib/shared/error-codes.json) that lib/http/errors.ts
// answers with. Browser-safe (zod and the table only), so a declaration's 409 body can use it.
const codeList = Object.entries(ERROR_TABLE).map(([code, { status, title }]) => `\`${code}\` (${status} ${title})`);
const ERROR_FIELDS = {
  text: z.string().describe('human-readable message'),
  code: z
    .enum(Object.keys(ERROR_TABLE) as [ErrorCode, ...ErrorCode[]])
    .describe(
      `what went wrong, stable across releases (branch on this, not on text): ${codeList.join(', ')}. One refusal carries a finer code instead: a template save whose body does not parse (422) gives the first Liquid error's code, as data.errors lists it`,
    )
    .meta({ id: 'ErrorCode' }),
  issues: z
    .array(z.object({ path: z.string().describe('the value at fault, as `title` or `items[0].price`; empty for the whole body or query'), message: z.string() }).meta({ id: 'ErrorIssue' }))
    .optional()
    .describe('a validation failure (422): each value at fault'),
};

export const ErrorEnvelope = z.object({ state: z.literal('error'), data: z.object(ERROR_FIELDS) }).meta({ id: 'Error' });

// An error answer whose `data` carries more than `text` (a 409 with the current record).
export const errorWith = (extra: Record<string, z.ZodType>) => z.object({ state: z.literal('error'), data: z.object({ ...ERROR_FIELDS, ...extra }) });
