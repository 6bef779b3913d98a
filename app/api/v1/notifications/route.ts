import { ROLE } from '@/lib/auth/roles';
import { readJson } from '@/lib/http/body';
import { okJson } from '@/lib/http/envelope';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';
import { readQuery } from '@/lib/http/query';
import { withContext } from '@/lib/http/route';
import { listNotifications, sendNotification } from '@/lib/notifications/operations';
import { NotificationQuery, SendNotificationBody } from '@/lib/notifications/schemas';

// Mailing the members is management a site cookie alone never grants (CONTRACT 3).
const admins = { access: ROLE.admin, credential: 'bearer' } as const;

export const POST = withContext(admins, async (ctx) => okJson({ item: await sendNotification(ctx.site, ctx.user!.uid, await readJson(ctx.req, SendNotificationBody)) }, 201));

export const GET = withContext(admins, async (ctx) => okJson(await listNotifications(ctx.site.uid, readQuery(ctx.req, NotificationQuery))));

export const { PUT, PATCH, DELETE } = methodNotAllowed(['GET', 'POST']);
