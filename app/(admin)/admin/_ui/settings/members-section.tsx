'use client';
import { Badge, Group, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { grantableRoles, roleName, roleOptions } from '@/lib/admin/roles';
import { useMe } from '@/lib/admin/session';
import { useGrantRole, useMembers, type Member } from '@/lib/admin/settings';
import { useAdminSite } from '@/lib/admin/site-context';
import { ConfirmButton } from '../confirm-button';
import { notifyDone, notifyFailed } from '../notify';
import { ListTable } from '../list-table';
import { EmptyState } from '../states';
import { InviteForm, PendingInvitations } from './invitations';
import { MyStaffMailSwitch, StaffMailRole } from './staff-mail';
import type { SiteView } from '@/lib/domains/platform/sites/schemas';
import { Section } from './section';

// docs/behaviours.md#B-role-consent, docs/behaviours.md#B-role-changes: roles change for members only (anyone else is invited below and accepts by themself);
// nobody grants above their own role; a member at or above the granter's role is changed only by the
// site's owner (or role 7), and the owner's own role only by role 7. The server enforces all of it;
// the screen offers only what may work.
export function MembersSection({ site: view }: { site: SiteView }) {
  const ownerUid = view.ownerUid;
  const site = useAdminSite();
  const me = useMe(site.uid);
  const [page, setPage] = useState(1);
  const members = useMembers(page);
  const grant = useGrantRole();
  const myUid = me.data?.uid;
  const platform = site.role >= 7;
  const owner = !!myUid && myUid === ownerUid;
  const grantable = grantableRoles(site.role);
  const canChange = (m: Member) => platform || (m.uid !== ownerUid && (owner || m.role < site.role));

  const change = (m: Member, role: number) => {
    if (role === m.role) return;
    grant.mutate({ uid: m.uid, role }, { onSuccess: () => notifyDone(`${m.email} is now ${roleName(role)}`), onError: (err) => notifyFailed(err, 'The role was not changed') });
  };
  const remove = (m: Member) => grant.mutate({ uid: m.uid, role: 0 }, { onSuccess: () => notifyDone(`${m.email} removed`), onError: (err) => notifyFailed(err, 'The member was not removed') });

  return (
    <Section title="Members" intro="People with a role on this site: they signed up here, created it, or accepted an invitation. Anyone else joins by an invitation they accept.">
      <ListTable
        query={members}
        loading="Loading members…"
        empty={<EmptyState title="No members" />}
        minWidth={640}
        rowKey={(m) => m.uid}
        columns={[
          {
            label: 'Name',
            cell: (m) => <Text size="sm">{m.name || '—'}</Text>,
            note: (m) => [m.uid === ownerUid && 'owner', m.uid === myUid && 'you'].filter(Boolean).join(', '),
          },
          {
            label: 'Email',
            cell: (m) => (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {m.email}
              </Text>
            ),
          },
          {
            label: 'Role',
            miw: 160,
            cell: (m) => {
              const options = roleOptions(grantable);
              if (!grantable.includes(m.role)) options.push({ value: String(m.role), label: roleName(m.role) });
              return (
                <Select
                  aria-label={`Role of ${m.email}`}
                  size="xs"
                  data={options.map((o) => ({ ...o, disabled: !grantable.includes(Number(o.value)) }))}
                  value={String(m.role)}
                  onChange={(v) => v !== null && change(m, Number(v))}
                  disabled={!canChange(m) || grant.isPending}
                  allowDeselect={false}
                />
              );
            },
          },
          {
            label: 'Order and lead mail',
            cell: (m) => (
              <Badge variant="light" color={m.staffMail ? 'green' : 'gray'}>
                {m.staffMail ? 'on' : 'turned off'}
              </Badge>
            ),
          },
          {
            label: 'Actions',
            actions: true,
            cell: (m) =>
              canChange(m) && (
                <Group justify="flex-end">
                  <ConfirmButton
                    label={`Remove ${m.email}`}
                    question={`${m.email} loses every role on this site and is signed out.`}
                    confirm="Remove"
                    loading={grant.isPending}
                    onConfirm={() => remove(m)}
                  />
                </Group>
              ),
          },
        ]}
        noun="members"
        onPage={setPage}
      />
      <StaffMailRole site={view} />
      <MyStaffMailSwitch site={site.uid} label="Mail me each new order and lead" />
      <InviteForm roles={grantable} />
      <PendingInvitations />
    </Section>
  );
}
