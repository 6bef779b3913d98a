import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { ROLE } from '@/lib/auth/roles';
import { NotificationQuery, NotificationView, SendNotificationBody, SentNotificationView } from '@/lib/notifications/schemas';
import { document, itemOf, listOf } from './common';

export function registerNotifications(r: OpenAPIRegistry): void {
  const common = { tag: 'Notifications', access: { role: ROLE.admin }, bearerOnly: true } as const;
  document(r, {
    ...common,
    method: 'post',
    path: '/api/v1/notifications',
    body: SendNotificationBody,
    ok: { status: 201, schema: itemOf(SentNotificationView) },
    summary: "Mail a message to the site's members",
    description:
      'One mail per member whose role here is at least minRole (default 1: every member), queued durably and sent through SMTP_URL (without it, written to DATA_DIR/outbox/*.eml). recipients is how many mails were queued.',
  });
  document(r, {
    ...common,
    method: 'get',
    path: '/api/v1/notifications',
    query: NotificationQuery,
    ok: { status: 200, schema: listOf(NotificationView.meta({ id: 'Notification' })) },
    summary: 'Notifications sent on this site',
    description: 'Newest first.',
  });
}
