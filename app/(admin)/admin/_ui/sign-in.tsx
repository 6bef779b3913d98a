'use client';
import { Alert, Anchor, Button, Card, Divider, Group, PasswordInput, PinInput, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { errorText } from '@/lib/admin/api';
import { providerHref, useProviders, useRequestCode, useVerifyCode } from '@/lib/admin/auth';
import { useSignIn } from '@/lib/admin/session';

type Way = 'password' | 'code';

// Password, an emailed code, or a configured social provider; a social sign-in comes back to
// `returnTo` (the admin page it started from: /admin unless told).
export function SignIn({ intro = 'Manage your sites: templates, content, leads and settings.', returnTo }: { intro?: string; returnTo?: string }) {
  const [way, setWay] = useState<Way>('password');
  const [email, setEmail] = useState('');
  return (
    <Card withBorder maw={420} mx="auto" p="lg" component="main">
      <Stack>
        <Title order={1} size="h3">
          Sign in
        </Title>
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
        <SegmentedControl
          aria-label="How to sign in"
          value={way}
          onChange={(v) => setWay(v)}
          data={[
            { value: 'password', label: 'Password' },
            { value: 'code', label: 'Email code' },
          ]}
        />
        {way === 'password' ? <PasswordForm email={email} setEmail={setEmail} /> : <CodeForm email={email} setEmail={setEmail} />}
        <SocialButtons returnTo={returnTo} />
        <Text size="sm">
          New here?{' '}
          <Anchor component={Link} href="/admin/signup">
            Create an account
          </Anchor>
        </Text>
      </Stack>
    </Card>
  );
}

interface EmailProps {
  email: string;
  setEmail: (email: string) => void;
}

function EmailInput({ email, setEmail, disabled }: EmailProps & { disabled?: boolean }) {
  return <TextInput label="Email" type="email" autoComplete="username" required disabled={disabled} value={email} onChange={(e) => setEmail(e.currentTarget.value)} />;
}

function PasswordForm({ email, setEmail }: EmailProps) {
  const signIn = useSignIn();
  const [password, setPassword] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    signIn.mutate({ email, password });
  };
  return (
    <form onSubmit={submit} aria-label="Sign in with a password">
      <Stack>
        {signIn.isError && (
          <Alert color="red" role="alert">
            {errorText(signIn.error)}
          </Alert>
        )}
        <EmailInput email={email} setEmail={setEmail} />
        <PasswordInput label="Password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
        <Group justify="space-between">
          <Anchor component={Link} href="/admin/forgot" size="sm">
            Forgot your password?
          </Anchor>
          <Button type="submit" loading={signIn.isPending}>
            Sign in
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

// Two steps: ask for a code (the answer is the same whether or not the address has an account), then
// type the six digits from the mail.
function CodeForm({ email, setEmail }: EmailProps) {
  const request = useRequestCode();
  const verify = useVerifyCode();
  const [code, setCode] = useState('');
  const sent = request.isSuccess;
  const ask = (e: FormEvent) => {
    e.preventDefault();
    request.mutate({ email });
  };
  const check = (e: FormEvent) => {
    e.preventDefault();
    verify.mutate({ email, code });
  };
  if (!sent) {
    return (
      <form onSubmit={ask} aria-label="Email me a code">
        <Stack>
          {request.isError && (
            <Alert color="red" role="alert">
              {errorText(request.error)}
            </Alert>
          )}
          <EmailInput email={email} setEmail={setEmail} />
          <Button type="submit" loading={request.isPending}>
            Email me a code
          </Button>
        </Stack>
      </form>
    );
  }
  return (
    <form onSubmit={check} aria-label="Enter the code">
      <Stack>
        <Alert color="blue" role="status">
          {request.data.text}
        </Alert>
        {verify.isError && (
          <Alert color="red" role="alert">
            {errorText(verify.error)}
          </Alert>
        )}
        <EmailInput email={email} setEmail={setEmail} disabled />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="code-label">
            Six-digit code
          </Text>
          <PinInput length={6} type="number" oneTimeCode value={code} onChange={setCode} aria-labelledby="code-label" inputMode="numeric" />
        </Stack>
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => (request.reset(), verify.reset(), setCode(''))}>
            Use another address
          </Button>
          <Button type="submit" loading={verify.isPending} disabled={code.length !== 6}>
            Sign in
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SocialButtons({ returnTo }: { returnTo?: string }) {
  const providers = useProviders();
  if (!providers.data?.length) return null;
  return (
    <>
      <Divider label="or" labelPosition="center" />
      <Stack gap="xs">
        {providers.data.map((p) => (
          <Button key={p.id} component="a" href={providerHref(p, returnTo)} variant="default">
            Continue with {p.name}
          </Button>
        ))}
      </Stack>
    </>
  );
}
