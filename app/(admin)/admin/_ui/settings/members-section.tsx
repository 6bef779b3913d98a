'use client';
import { Group, Select, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { grantableRoles, roleName, roleOptions } from '@/lib/admin/roles';
import { useMe } from '@/lib/admin/session';
import { useGrantRole, useMembers, type Member } from '@/lib/admin/settings';
import { useAdminSite } from '@/lib/admin/site-context';
import { ConfirmButton } from '../confirm-button';
import { notifyDone, notifyFailed } from '../notify';
import { PagedTable } from '../paged-table';
import { EmptyState } from '../states';
import { InviteForm, PendingInvitations } from './invitations';
import { Section } from './section';

// CONTRACT 3: roles change for members only (anyone else is invited below and accepts by themself);
// nobody grants above their own role; a member at or above the granter's role is changed only by the
// site's owner (or role 7), and the owner's own role only by role 7. The server enforces all of it;
// the screen offers only what may work.
export function MembersSection({ ownerUid }: { ownerUid: string | null }) {
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
      <PagedTable
        query={members}
        loading="Loading members…"
        empty={<EmptyState title="No members" />}
        minWidth={640}
        columns={['Name', 'Email', 'Role', '']}
        noun="members"
        onPage={setPage}
        row={(m) => {
          const options = roleOptions(grantable);
          if (!grantable.includes(m.role)) options.push({ value: String(m.role), label: roleName(m.role) });
          return (
            <Table.Tr key={m.uid}>
              <Table.Td>
                <Text size="sm">{m.name || '—'}</Text>
                {(m.uid === ownerUid || m.uid === myUid) && (
                  <Text size="xs" c="dimmed">
                    {[m.uid === ownerUid && 'owner', m.uid === myUid && 'you'].filter(Boolean).join(', ')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {m.email}
                </Text>
              </Table.Td>
              <Table.Td miw={160}>
                <Select
                  aria-label={`Role of ${m.email}`}
                  size="xs"
                  data={options.map((o) => ({ ...o, disabled: !grantable.includes(Number(o.value)) }))}
                  value={String(m.role)}
                  onChange={(v) => v !== null && change(m, Number(v))}
                  disabled={!canChange(m) || grant.isPending}
                  allowDeselect={false}
                />
              </Table.Td>
              <Table.Td>
                {canChange(m) && (
                  <Group justify="flex-end">
                    <ConfirmButton
                      label={`Remove ${m.email}`}
                      question={`${m.email} loses every role on this site and is signed out.`}
                      confirm="Remove"
                      loading={grant.isPending}
                      onConfirm={() => remove(m)}
                    />
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          );
        }}
      />
      <InviteForm roles={grantable} />
      <PendingInvitations />
    </Section>
  );
}
