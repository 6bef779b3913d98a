'use client';
import { Container } from '@mantine/core';
import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { useMe } from '@/lib/admin/session';
import { AcceptInvitation } from '../../_ui/invitations/accept-invitation';
import { SignIn } from '../../_ui/sign-in';
import { ErrorState, Loading } from '../../_ui/states';

// The page an invitation mail links to (`?token=`). Signed out, it asks for the sign-in in place and
// stays here (a social sign-in comes back here too); the invitation is then shown and accepted by a click.
function InvitationPage() {
  const token = useSearchParams().get('token') ?? '';
  const me = useMe();
  if (me.isPending) return <Loading />;
  if (me.isError) return <ErrorState error={me.error} onRetry={() => me.refetch()} />;
  if (!me.data) return <SignIn intro="Sign in with the address the invitation was sent to, then accept it." returnTo={`/admin/invitations/accept?token=${encodeURIComponent(token)}`} />;
  return <AcceptInvitation token={token} me={me.data} />;
}

export default function AcceptInvitationPage() {
  return (
    <Container size="md" py="xl">
      <Suspense fallback={<Loading />}>
        <InvitationPage />
      </Suspense>
    </Container>
  );
}
