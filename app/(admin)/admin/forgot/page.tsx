'use client';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorText } from '@/lib/admin/api';
import { useRequestReset } from '@/lib/admin/auth';
import { AuthCard } from '../_ui/auth-card';

export default function ForgotPassword() {
  const reset = useRequestReset();
  const [email, setEmail] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    reset.mutate({ email });
  };
  return (
    <AuthCard title="Reset your password">
      {reset.isSuccess ? (
        <Alert color="blue" role="status">
          {reset.data.text}
        </Alert>
      ) : (
        <form onSubmit={submit} aria-label="Reset your password">
          <Stack>
            <Text size="sm" c="dimmed">
              We mail a link to set a new password. It works once, for an hour.
            </Text>
            {reset.isError && (
              <Alert color="red" role="alert">
                {errorText(reset.error)}
              </Alert>
            )}
            <TextInput label="Email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
            <Button type="submit" loading={reset.isPending}>
              Mail me a link
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
