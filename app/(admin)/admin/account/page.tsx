'use client';
import { Container } from '@mantine/core';
import { useMe } from '@/lib/admin/session';
import { AccountScreen } from '../_ui/account/account-screen';
import { SignIn } from '../_ui/sign-in';
import { ErrorState, Loading } from '../_ui/states';

export default function AccountPage() {
  const me = useMe();
  return (
    <Container size="sm" py="xl">
      {me.isPending ? <Loading /> : me.isError ? <ErrorState error={me.error} onRetry={() => me.refetch()} /> : me.data ? <AccountScreen me={me.data} /> : <SignIn />}
    </Container>
  );
}
