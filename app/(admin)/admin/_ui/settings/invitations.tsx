'use client';
import { Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Email } from '@/lib/domains/accounts/auth/schemas';
import { useInvitations, useInvite, useRevokeInvitation } from '@/lib/admin/invitations';
import { roleName, roleOptions } from '@/lib/admin/roles';
import { ConfirmButton } from '../confirm-button';
import { notifyDone, notifyFailed } from '../notify';
import { ListTable } from '../list-table';

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

// An invitation is mailed to the address; the person signs in with it and accepts (or not). Nothing
// of the site's own text goes into the mail, only its address and the role.
export function InviteForm({ roles }: { roles: number[] }) {
  const invite = useInvite();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState(String(roles[0] ?? 1));
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = Email.safeParse(email);
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setError(undefined);
    invite.mutate(
      { email: checked.data, role: Number(role) },
      { onSuccess: () => (notifyDone(`Invitation mailed to ${checked.data}`), setEmail('')), onError: (err) => notifyFailed(err, 'The invitation was not sent') },
    );
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby="invite-heading">
      <Title order={3} size="h5" id="invite-heading">
        Invite by email
      </Title>
      <Text size="sm" c="dimmed">
        They get a link that works for 7 days; the role is theirs once they sign in with this address and accept.
      </Text>
      <form onSubmit={submit} noValidate aria-label="Invite by email">
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput label="Email" type="email" required value={email} error={error} onChange={(e) => setEmail(e.currentTarget.value)} style={{ flex: 1, minWidth: 200, maxWidth: 360 }} />
          <Select label="Role" data={roleOptions(roles)} value={role} onChange={(v) => v !== null && setRole(v)} allowDeselect={false} w={160} />
          <Button type="submit" mt={25} loading={invite.isPending} disabled={email.trim() === ''}>
            Send invitation
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

export function PendingInvitations() {
  const [page, setPage] = useState(1);
  const invitations = useInvitations(page);
  const revoke = useRevokeInvitation();
  return (
    <Stack gap="xs" component="section" aria-labelledby="pending-heading">
      <Title order={3} size="h5" id="pending-heading">
        Pending invitations
      </Title>
      <ListTable
        query={invitations}
        loading="Loading invitations…"
        empty={
          <Text size="sm" c="dimmed">
            No invitation is waiting for an answer.
          </Text>
        }
        minWidth={560}
        rowKey={(inv) => inv.id}
        columns={[
          {
            label: 'Email',
            cell: (inv) => (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {inv.email}
              </Text>
            ),
          },
          { label: 'Role', cell: (inv) => <Text size="sm">{roleName(inv.role)}</Text> },
          { label: 'Expires', cell: (inv) => <Text size="sm">{day(inv.expiresAt)}</Text> },
          {
            label: 'Actions',
            actions: true,
            cell: (inv) => (
              <Group justify="flex-end">
                <ConfirmButton
                  label={`Revoke the invitation of ${inv.email}`}
                  question={`The link mailed to ${inv.email} stops working.`}
                  confirm="Revoke"
                  loading={revoke.isPending}
                  onConfirm={() => revoke.mutate(inv.id, { onSuccess: () => notifyDone(`Invitation of ${inv.email} revoked`), onError: (err) => notifyFailed(err, 'The invitation was not revoked') })}
                />
              </Group>
            ),
          },
        ]}
        noun="invitations"
        onPage={setPage}
      />
    </Stack>
  );
}
