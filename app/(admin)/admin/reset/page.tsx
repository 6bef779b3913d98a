'use client';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useRouter, useSearchParams } from 'next/navigation';
import { Suspense, useState, type FormEvent } from 'react';
import { errorText } from '@/lib/admin/api';
import { useConfirmReset } from '@/lib/admin/auth';
import { AuthCard } from '../_ui/auth-card';

// The page a reset mail links to (`?token=`): a new password signs the person in here.
function ResetForm() {
  const token = useSearchParams().get('token') ?? '';
  const confirm = useConfirmReset();
  const router = useRouter();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const mismatch = again.length > 0 && again !== password;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (mismatch) return;
    confirm.mutate({ token, password }, { onSuccess: () => router.replace('/admin') });
  };
  if (!token)
    return (
      <Alert color="red" role="alert">
        This link has no token: open the link from the mail again, or ask for a new one.
      </Alert>
    );
  return (
    <form onSubmit={submit} aria-label="Set a new password">
      <Stack>
        {confirm.isError && (
          <Alert color="red" role="alert">
            {errorText(confirm.error)}
          </Alert>
        )}
        <PasswordInput
          label="New password"
          description="At least 8 characters"
          autoComplete="new-password"
          required
          minLength={8}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <PasswordInput
          label="New password again"
          autoComplete="new-password"
          required
          value={again}
          error={mismatch ? 'The two passwords differ' : undefined}
          onChange={(e) => setAgain(e.currentTarget.value)}
        />
        <Button type="submit" loading={confirm.isPending}>
          Set the password and sign in
        </Button>
      </Stack>
    </form>
  );
}

export default function ResetPassword() {
  return (
    <AuthCard title="Set a new password">
      <Suspense>
        <ResetForm />
      </Suspense>
    </AuthCard>
  );
}
