'use client';
import { Container } from '@mantine/core';
import { useMe } from '@/lib/admin/session';
import { SignIn } from './_ui/sign-in';
import { SitesList } from './_ui/sites-list';
import { ErrorState, Loading } from './_ui/states';

export default function AdminHome() {
  const me = useMe();
  return (
    <Container size="md" py="xl">
      {me.isPending ? <Loading /> : me.isError ? <ErrorState error={me.error} onRetry={() => me.refetch()} /> : me.data ? <SitesList me={me.data} /> : <SignIn />}
    </Container>
  );
}
