'use client';
import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import { errorText } from '@/lib/admin/api';
import { useMe, useSignUp } from '@/lib/admin/session';
import { AuthCard } from '../_ui/auth-card';
import { Loading } from '../_ui/states';

// A platform account of one's own; signed in, the admin's home offers to create the first site.
export default function SignUp() {
  const me = useMe();
  const signUp = useSignUp();
  const router = useRouter();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signedIn = Boolean(me.data);
  useEffect(() => {
    if (signedIn) router.replace('/admin');
  }, [signedIn, router]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    signUp.mutate({ name, email, password });
  };
  if (me.isPending || signedIn) return <Loading />;
  return (
    <AuthCard title="Create your account">
      <form onSubmit={submit} aria-label="Create your account">
        <Stack>
          <Text size="sm" c="dimmed">
            One account for all your sites. Next you pick your site&apos;s address and a theme.
          </Text>
          {signUp.isError && (
            <Alert color="red" role="alert">
              {errorText(signUp.error)}
            </Alert>
          )}
          <TextInput label="Your name" autoComplete="name" required value={name} onChange={(e) => setName(e.currentTarget.value)} />
          <TextInput label="Email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
          <PasswordInput
            label="Password"
            description="At least 8 characters"
            autoComplete="new-password"
            required
            minLength={8}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <Button type="submit" loading={signUp.isPending}>
            Create account
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
