'use client';
import { Select, Stack, Switch, Text } from '@mantine/core';
import { roleName } from '@/lib/admin/roles';
import { STAFF_MAIL_ROLES, useMyMembership, useSetStaffMail, useUpdateSite } from '@/lib/admin/settings';
import type { SiteView } from '@/lib/domains/platform/sites/schemas';
import { notifyDone, notifyFailed } from '../notify';

const DEFAULT_STAFF_MAIL_ROLE = 5;
const roleChoices = STAFF_MAIL_ROLES.map((r) => ({ value: String(r), label: r === 5 ? `${roleName(r)}s only` : `${roleName(r)}s and above` }));

// Settings > Members: which staff are mailed on each paid order and each new lead.
export function StaffMailRole({ site }: { site: SiteView }) {
  const update = useUpdateSite();
  const current = typeof site.settings.staffMailRole === 'number' ? site.settings.staffMailRole : DEFAULT_STAFF_MAIL_ROLE;
  const change = (value: string | null) => {
    if (!value || Number(value) === current) return;
    update.mutate(
      { settings: { staffMailRole: Number(value) } },
      { onSuccess: () => notifyDone('Staff mail setting saved'), onError: (err) => notifyFailed(err, 'The staff mail setting was not saved') },
    );
  };
  return (
    <Stack gap={4} maw={420} mt="md">
      <Select
        label="Mail each new order and lead to"
        description="Members with this role or higher who took their membership themselves; on a site the platform does not trust yet, only verified addresses. Each member can turn the mails off for themself."
        data={roleChoices}
        value={String(current)}
        onChange={change}
        allowDeselect={false}
        disabled={update.isPending}
      />
    </Stack>
  );
}

// The signed-in member's own opt-out for one site (Settings > Members and the account screen).
export function MyStaffMailSwitch({ site, label }: { site: string; label: string }) {
  const mine = useMyMembership(site);
  const set = useSetStaffMail(site);
  if (!mine.data) return null;
  const reaches = mine.data.role >= mine.data.staffMailRole;
  return (
    <Stack gap={2}>
      <Switch
        label={label}
        checked={mine.data.staffMail}
        disabled={set.isPending}
        onChange={(e) =>
          set.mutate(e.currentTarget.checked, {
            onSuccess: (m) => notifyDone(m.staffMail ? 'You will get the order and lead mails' : 'You will not get the order and lead mails'),
            onError: (err) => notifyFailed(err, 'The mail setting was not saved'),
          })
        }
      />
      {!reaches && (
        <Text size="xs" c="dimmed">
          The mails go to {roleName(mine.data.staffMailRole)}s and above on this site; your role is {roleName(mine.data.role)}.
        </Text>
      )}
    </Stack>
  );
}
