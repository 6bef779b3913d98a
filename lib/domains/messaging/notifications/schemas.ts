import { z } from 'zod';
import { PageQuery } from '@/lib/shared/pagination';

export const SendNotificationBody = z.strictObject({
  subject: z.string().trim().min(1).max(200),
  text: z.string().min(1).max(20_000),
  minRole: z.number().int().min(1).max(10).default(1).describe('mail the members whose role on this site is at least this'),
});

export const NotificationQuery = PageQuery;

export const SentNotificationView = z.object({ uid: z.string(), subject: z.string(), recipients: z.number().int(), createdAt: z.string() });

export const NotificationView = z.object({
  uid: z.string(),
  subject: z.string(),
  text: z.string(),
  minRole: z.number().int(),
  recipients: z.number().int().describe('mails queued'),
  sentBy: z.string().nullable().describe('uid of the member who sent it'),
  createdAt: z.string(),
});
