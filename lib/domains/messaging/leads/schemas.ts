import { z } from 'zod';
import { PageQuery } from '@/lib/shared/pagination';

const FormName = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[\w.-]+$/, 'letters, digits, _ . -');
// Submitted fields: a flat-ish JSON object, bounded in size by the body cap.
const LeadData = z.record(z.string().max(200), z.json());

export const CreateLeadBody = z.strictObject({ form: FormName.optional(), data: LeadData });
export const UpdateLeadBody = z.strictObject({
  status: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[a-z_-]+$/, 'lower-case words such as new, contacted, won, lost')
    .optional(),
  data: LeadData.optional(),
});
// Filters of the inbox, its export and its counts: exact matches; an empty value filters nothing.
// A value no lead can have (a form name with spaces, say) matches nothing rather than being dropped,
// so a filtered export never silently becomes the whole inbox.
const filterValue = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined)
    .describe(what);
export const LeadFilter = z.object({
  form: filterValue(100, 'only leads of this form (exact name)'),
  status: filterValue(40, 'only leads with this status (exact)'),
});
export type LeadFilter = z.output<typeof LeadFilter>;
export const LeadQuery = PageQuery.extend(LeadFilter.shape);

export const LeadView = z.object({
  uid: z.string(),
  form: z.string(),
  status: z.string(),
  data: z.record(z.string(), z.unknown()),
  submitterUid: z.string().nullable(),
  submitterName: z.string().nullable().optional().describe('in lists: the name of the signed-in account that sent it (the part of its address before the @ when it has no name)'),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const LeadFormCount = z.object({ form: z.string(), count: z.number().int() });

// What the export answers: at most this many leads, newest first (the rest is left out and said so
// in the X-Leads-Truncated header), and at most this many data columns.
export const EXPORT_MAX_ROWS = 10_000;
export const EXPORT_MAX_DATA_COLUMNS = 200;
