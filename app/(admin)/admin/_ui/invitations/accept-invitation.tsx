'use client';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import Link from 'next/link';
import { errorText } from '@/lib/admin/api';
import { useAcceptInvitation, useInvitationSummary } from '@/lib/admin/invitations';
import { roleName } from '@/lib/admin/roles';
import { useSignOut, type Me } from '@/lib/admin/session';
import { Loading } from '../states';

// Shows what the invitation offers (the site's host and the role: the platform's words, never the
// site's own) and accepts it only on a click: mail scanners open links, and a visit alone must not
// give an account a role.
export function AcceptInvitation({ token, me }: { token: string; me: Me }) {
  const accept = useAcceptInvitation();
  const summary = useInvitationSummary(token, !accept.isSuccess);
  const signOut = useSignOut();
  const switchAccount = (
    <Button variant="default" onClick={() => signOut.mutate()} loading={signOut.isPending}>
      Sign in with another account
    </Button>
  );
  let body;
  if (!token)
    body = (
      <Alert color="red" role="alert">
        This link has no token: open the link from the mail again.
      </Alert>
    );
  else if (accept.isSuccess) {
    const { site, role } = accept.data;
    body = (
      <Stack>
        <Alert color="green" role="status">
          You are now {roleName(role)} on {site.host}.
        </Alert>
        <Anchor component={Link} href={`/admin/sites/${encodeURIComponent(site.uid)}`}>
          Open {site.host} in the admin
        </Anchor>
      </Stack>
    );
  } else if (summary.isPending) body = <Loading label="Reading the invitation…" />;
  else if (summary.isError) {
    body = (
      <Stack align="flex-start">
        <Alert color="red" role="alert">
          {errorText(summary.error)}
        </Alert>
        {switchAccount}
      </Stack>
    );
  } else {
    const { site, role } = summary.data;
    body = (
      <Stack>
        <Text>
          You are invited to join <strong>{site.host}</strong> as <strong>{roleName(role)}</strong>.
        </Text>
        <Text size="sm" c="dimmed">
          Signed in as {me.email}. Nothing changes unless you accept.
        </Text>
        {accept.isError && (
          <Alert color="red" role="alert">
            {errorText(accept.error)}
          </Alert>
        )}
        <Group>
          <Button onClick={() => accept.mutate(token)} loading={accept.isPending}>
            Accept the invitation
          </Button>
          {switchAccount}
        </Group>
      </Stack>
    );
  }
  return (
    <Card withBorder maw={480} mx="auto" p="lg" component="main">
      <Stack>
        <Title order={1} size="h3">
          Invitation
        </Title>
        {body}
        <Anchor component={Link} href="/admin" size="sm">
          Your sites
        </Anchor>
      </Stack>
    </Card>
  );
}
