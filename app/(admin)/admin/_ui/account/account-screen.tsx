'use client';
import { Alert, Anchor, Badge, Button, Card, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent, type ReactNode } from 'react';
import { errorText } from '@/lib/admin/api';
import { useDeleteAccount, useRequestVerification, useSignOutEverywhere, useUpdateAccount } from '@/lib/admin/account';
import type { Me } from '@/lib/admin/session';
import { useSites } from '@/lib/admin/sites';
import { MyStaffMailSwitch } from '../settings/staff-mail';
import { ConfirmButton } from '../confirm-button';
import { notifyDone, notifyFailed } from '../notify';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

export function AccountScreen({ me }: { me: Me }) {
  return (
    <Stack component="main">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Your account
        </Title>
        <Anchor component={Link} href="/admin" size="sm">
          Your sites
        </Anchor>
      </Group>
      <NameSection me={me} />
      <EmailSection me={me} />
      <PasswordSection me={me} />
      <StaffMailSection />
      <SessionsSection />
      <DeleteSection me={me} />
    </Stack>
  );
}

// The staff mails on new orders and leads, per site where the user is staff (role 3+ sees orders and
// leads): each one the user's own choice.
function StaffMailSection() {
  const sites = useSites();
  const staffOf = (sites.data ?? []).filter((s) => (s.role ?? 0) >= 3);
  if (!staffOf.length) return null;
  return (
    <Section title="Order and lead mails">
      <Text size="sm" c="dimmed">
        A mail for each paid order and each new lead of the sites you run.
      </Text>
      {staffOf.map((s) => (
        <MyStaffMailSwitch key={s.uid} site={s.uid} label={`Mail me about ${s.name}`} />
      ))}
    </Section>
  );
}

function NameSection({ me }: { me: Me }) {
  const update = useUpdateAccount();
  const [name, setName] = useState(me.name);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate({ name }, { onSuccess: () => notifyDone('Name saved') });
  };
  return (
    <Section title="Name">
      <form onSubmit={submit} aria-label="Change your name">
        <Group align="flex-end">
          <TextInput label="Name" required value={name} onChange={(e) => setName(e.currentTarget.value)} style={{ flex: 1 }} />
          <Button type="submit" loading={update.isPending} disabled={name.trim() === me.name}>
            Save
          </Button>
        </Group>
        {update.isError && (
          <Alert mt="sm" color="red" role="alert">
            {errorText(update.error)}
          </Alert>
        )}
      </form>
    </Section>
  );
}

// A new address takes effect only once the link mailed to it is opened.
function EmailSection({ me }: { me: Me }) {
  const update = useUpdateAccount();
  const verify = useRequestVerification();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate({ email, ...(password ? { currentPassword: password } : {}) }, { onSuccess: () => (setEmail(''), setPassword('')) });
  };
  return (
    <Section title="Email">
      <Group gap="xs">
        <Text>{me.email}</Text>
        {me.emailVerified === true && (
          <Badge color="green" variant="light">
            verified
          </Badge>
        )}
        {me.emailVerified === false && (
          <Badge color="yellow" variant="light">
            not verified
          </Badge>
        )}
      </Group>
      {me.emailVerified === false && (
        <Group>
          <Button size="xs" variant="light" loading={verify.isPending} onClick={() => verify.mutate(undefined, { onSuccess: (d) => notifyDone(d.text), onError: (err) => notifyFailed(err) })}>
            Mail me a verification link
          </Button>
        </Group>
      )}
      <form onSubmit={submit} aria-label="Change your email address">
        <Stack gap="sm">
          {update.isSuccess && update.data.pendingEmail && (
            <Alert color="blue" role="status">
              We mailed a link to {update.data.pendingEmail}. Your address changes when you open it.
            </Alert>
          )}
          {update.isError && (
            <Alert color="red" role="alert">
              {errorText(update.error)}
            </Alert>
          )}
          <TextInput label="New email address" type="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
          {me.hasPassword !== false && <PasswordInput label="Current password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />}
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Change email
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

// A new password ends every other session; this one goes on with the token the answer carries.
function PasswordSection({ me }: { me: Me }) {
  const update = useUpdateAccount();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(
      { password: next, ...(me.hasPassword !== false ? { currentPassword: current } : {}) },
      { onSuccess: () => (setCurrent(''), setNext(''), notifyDone('Password changed: other sessions are signed out')) },
    );
  };
  return (
    <Section title="Password">
      <form onSubmit={submit} aria-label="Change your password">
        <Stack gap="sm">
          {me.hasPassword === false && (
            <Text size="sm" c="dimmed">
              You sign in with codes or a provider. Set a password to sign in with it too.
            </Text>
          )}
          {update.isError && (
            <Alert color="red" role="alert">
              {errorText(update.error)}
            </Alert>
          )}
          {me.hasPassword !== false && <PasswordInput label="Current password" autoComplete="current-password" required value={current} onChange={(e) => setCurrent(e.currentTarget.value)} />}
          <PasswordInput label="New password" description="At least 8 characters" autoComplete="new-password" required minLength={8} value={next} onChange={(e) => setNext(e.currentTarget.value)} />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

function SessionsSection() {
  const everywhere = useSignOutEverywhere();
  const router = useRouter();
  return (
    <Section title="Sessions">
      <Text size="sm" c="dimmed">
        Signs you out on every device and browser, this one included, and ends every token issued to you.
      </Text>
      <Group>
        <ConfirmButton
          label="Sign out everywhere"
          confirm="Sign out everywhere"
          question="Every session and token of your account stops working now."
          onConfirm={() => everywhere.mutate(undefined, { onSuccess: () => router.replace('/admin'), onError: (err) => notifyFailed(err) })}
        />
      </Group>
    </Section>
  );
}

function DeleteSection({ me }: { me: Me }) {
  const remove = useDeleteAccount();
  const router = useRouter();
  const [password, setPassword] = useState('');
  return (
    <Section title="Delete your account">
      <Text size="sm" c="dimmed">
        Your memberships go with it. Sites you own must be deleted or handed over first.
      </Text>
      {remove.isError && (
        <Alert color="red" role="alert">
          {errorText(remove.error)}
        </Alert>
      )}
      {me.hasPassword !== false && <PasswordInput label="Current password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />}
      <Group>
        <ConfirmButton
          label="Delete my account"
          confirm="Delete my account"
          loading={remove.isPending}
          question="This cannot be undone."
          onConfirm={() => remove.mutate(password ? { password } : {}, { onSuccess: () => router.replace('/admin') })}
        />
      </Group>
    </Section>
  );
}
