'use client';
import { Button, Group, Modal, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ROLE_NAMES } from '@/lib/admin/roles';
import { useMe } from '@/lib/admin/session';
import { useGrantRole, useMembers, type Member } from '@/lib/admin/settings';
import { useAdminSite } from '@/lib/admin/site-context';
import { CLOSE, notifyDone, notifyFailed } from '../notify';
import { PagedTable } from '../paged-table';
import { EmptyState } from '../states';
import { Section } from './section';

const roleLabel = (role: number) => `${role} · ${ROLE_NAMES[role] ?? 'role'}`;

// CONTRACT 3: nobody grants above their own role, 7 is never granted here (5 is the top site role);
// a member at or above the granter's role is changed only by the site's owner (or role 7), and the
// owner's own role only by role 7. The server enforces all of it; the screen offers only what may work.
export function MembersSection({ ownerUid }: { ownerUid: string | null }) {
  const site = useAdminSite();
  const me = useMe(site.uid);
  const [page, setPage] = useState(1);
  const members = useMembers(page);
  const grant = useGrantRole();
  const [removing, setRemoving] = useState<Member | null>(null);
  const myUid = me.data?.uid;
  const platform = site.role >= 7;
  const owner = !!myUid && myUid === ownerUid;
  const top = Math.min(site.role, 5);
  const grantable = Array.from({ length: top + 1 }, (_, r) => r);
  const canChange = (m: Member) => platform || (m.uid !== ownerUid && (owner || m.role < site.role));

  const change = (m: Member, role: number) => {
    if (role === m.role) return;
    if (role === 0) return setRemoving(m);
    grant.mutate({ uid: m.uid, role }, { onSuccess: () => notifyDone(`${m.email} is now ${ROLE_NAMES[role] ?? `role ${role}`}`), onError: (err) => notifyFailed(err, 'The role was not changed') });
  };

  return (
    <Section title="Members" intro="People with a role on this site. Role 0 removes someone from the site.">
      <PagedTable
        query={members}
        loading="Loading members…"
        empty={<EmptyState title="No members" />}
        minWidth={560}
        columns={['Name', 'Email', 'Role']}
        noun="members"
        onPage={setPage}
        row={(m) => {
          const options = grantable.map((r) => ({ value: String(r), label: roleLabel(r) }));
          if (!grantable.includes(m.role)) options.push({ value: String(m.role), label: roleLabel(m.role) });
          return (
            <Table.Tr key={m.uid}>
              <Table.Td>
                <Text size="sm">{m.name || '—'}</Text>
                {(m.uid === ownerUid || m.uid === myUid) && <Text size="xs" c="dimmed">{[m.uid === ownerUid && 'owner', m.uid === myUid && 'you'].filter(Boolean).join(', ')}</Text>}
              </Table.Td>
              <Table.Td><Text size="sm" style={{ overflowWrap: 'anywhere' }}>{m.email}</Text></Table.Td>
              <Table.Td miw={190}>
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
            </Table.Tr>
          );
        }}
      />
      <Modal closeButtonProps={CLOSE} opened={!!removing} onClose={() => setRemoving(null)} title="Remove from the site">
        {removing && (
          <Stack>
            <Text size="sm">{removing.email} loses every role on this site.</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRemoving(null)}>Cancel</Button>
              <Button
                color="red"
                loading={grant.isPending}
                onClick={() =>
                  grant.mutate(
                    { uid: removing.uid, role: 0 },
                    { onSuccess: () => (notifyDone(`${removing.email} removed`), setRemoving(null)), onError: (err) => (notifyFailed(err, 'The member was not removed'), setRemoving(null)) },
                  )
                }
              >
                Remove
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Section>
  );
}
