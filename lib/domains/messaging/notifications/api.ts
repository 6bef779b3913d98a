import { defineOperation } from '@/lib/api/define';
import { itemOf, listOf } from '@/lib/api/envelope';
import { NotificationQuery, NotificationView, SendNotificationBody, SentNotificationView } from './schemas';

// Mailing the members is management a site cookie alone never grants (docs/behaviours.md#B-management-bearer).
const common = { tag: 'Notifications', path: '/api/v1/notifications', access: 'admin', credential: 'bearer' } as const;

export const notifications = {
  send: defineOperation({
    ...common,
    method: 'POST',
    body: SendNotificationBody,
    ok: { status: 201, schema: itemOf(SentNotificationView) },
    summary: "Mail a message to the site's members",
    description:
      'One mail per member whose role here is at least minRole (default 1: every member), queued durably and sent through SMTP_URL (without it, written to DATA_DIR/outbox/*.eml). recipients is how many mails were queued.',
  }),
  list: defineOperation({
    ...common,
    method: 'GET',
    query: NotificationQuery,
    ok: { status: 200, schema: listOf(NotificationView.meta({ id: 'Notification' })) },
    summary: 'Notifications sent on this site',
    description: 'Newest first.',
  }),
};

export const notificationsApi = [notifications];
