import { z } from 'zod';
import { PageQuery } from '@/lib/pagination';

const FormName = z.string().trim().min(1).max(100).regex(/^[\w.-]+$/, 'letters, digits, _ . -');
// Submitted fields: a flat-ish JSON object, bounded in size by the body cap.
const LeadData = z.record(z.string().max(200), z.json());

export const CreateLeadBody = z.strictObject({ form: FormName.optional(), data: LeadData });
export const UpdateLeadBody = z.strictObject({
  status: z.string().trim().min(1).max(40).regex(/^[a-z_-]+$/, 'lower-case words such as new, contacted, won, lost').optional(),
  data: LeadData.optional(),
});
export const LeadQuery = PageQuery.extend({ form: FormName.optional().catch(undefined), status: z.string().max(40).optional() });

export const LeadView = z.object({
  uid: z.string(),
  form: z.string(),
  status: z.string(),
  data: z.record(z.string(), z.unknown()),
  submitterUid: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
