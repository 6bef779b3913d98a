'use client';
import { Alert, Button, Card, PasswordInput, Stack, TextInput, Title, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorText } from '@/lib/admin/api';
import { useSignIn } from '@/lib/admin/session';

// Password sign-in; code and social sign-in join this screen later.
export function SignIn() {
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    signIn.mutate({ email, password });
  };
  return (
    <Card withBorder maw={420} mx="auto" p="lg" component="main">
      <form onSubmit={submit} aria-label="Sign in">
        <Stack>
          <Title order={1} size="h3">Sign in</Title>
          <Text size="sm" c="dimmed">Manage your sites: templates, content, leads and settings.</Text>
          {signIn.isError && <Alert color="red" role="alert">{errorText(signIn.error)}</Alert>}
          <TextInput label="Email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
          <PasswordInput label="Password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
          <Button type="submit" loading={signIn.isPending}>Sign in</Button>
        </Stack>
      </form>
    </Card>
  );
}
