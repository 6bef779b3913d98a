'use client';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { errorText } from '@/lib/admin/api';
import { useConfirmEmail } from '@/lib/admin/auth';
import { AuthCard } from '../_ui/auth-card';

// The page a verification or email-change mail links to. Confirming takes a click, not just the
// visit: mail scanners open links, and a visit alone must not change an account.
function Confirm() {
  const token = useSearchParams().get('token') ?? '';
  const confirm = useConfirmEmail();
  if (!token)
    return (
      <Alert color="red" role="alert">
        This link has no token: open the link from the mail again.
      </Alert>
    );
  if (confirm.isSuccess)
    return (
      <Alert color="green" role="status">
        {confirm.data.text}
      </Alert>
    );
  return (
    <Stack>
      <Text size="sm">Confirm that this address is yours.</Text>
      {confirm.isError && (
        <Alert color="red" role="alert">
          {errorText(confirm.error)}
        </Alert>
      )}
      <Button onClick={() => confirm.mutate({ token })} loading={confirm.isPending}>
        Confirm my email address
      </Button>
    </Stack>
  );
}

export default function VerifyEmail() {
  return (
    <AuthCard title="Confirm your email address">
      <Suspense fallback={<Loader size="sm" />}>
        <Confirm />
      </Suspense>
    </AuthCard>
  );
}
