import { describe, expect, it } from 'vitest';
import { listNotifications, sendNotification } from '@/lib/domains/messaging/notifications/operations';
import { ROLE } from '@/lib/domains/accounts/auth/roles';
import { KICKS } from '../helpers/kicks';
import { outboxOf } from '../helpers/rows';
import { makeMember, makeSite, page } from '../helpers/world';

const world = await makeSite();
const { site, owner } = world;
await makeMember(world, ROLE.customer);
await makeMember(world, ROLE.writer);
const other = await makeSite();

describe('notifications', () => {
  it('mails the members from the role asked, one outbox mail each, and keeps a record', async () => {
    const kicks = KICKS.count;
    const sent = await sendNotification(site, owner.user.uid, { subject: 'Staff only', text: 'Hello', minRole: ROLE.writer });
    expect(sent).toMatchObject({ subject: 'Staff only', recipients: 2 });
    expect((await outboxOf(site.uid)).filter((r) => r.topic === 'notification')).toHaveLength(2);
    expect(KICKS.count).toBe(kicks + 1);
    expect((await sendNotification(site, owner.user.uid, { subject: 'Everyone', text: 'Hi', minRole: ROLE.customer })).recipients).toBe(3);
  });

  it("lists a site's notifications newest first, and only its own", async () => {
    expect((await listNotifications(site.uid, page())).items.map((n) => n.subject)).toEqual(['Everyone', 'Staff only']);
    expect((await listNotifications(other.site.uid, page())).items).toEqual([]);
  });
});
