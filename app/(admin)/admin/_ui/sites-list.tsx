'use client';
import { Alert, Anchor, Button, Card, Group, Modal, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { errorText } from '@/lib/admin/api';
import { useSignOut, type Me } from '@/lib/admin/session';
import { useCreateSite, useSites } from '@/lib/admin/sites';
import { EmptyState, ErrorState, Loading } from './states';

export function SitesList({ me }: { me: Me }) {
  const sites = useSites();
  const signOut = useSignOut();
  const [creating, { open, close }] = useDisclosure(false);
  return (
    <Stack component="main">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          Your sites
        </Title>
        <Group gap="xs">
          <Anchor component={Link} href="/admin/account" size="sm" aria-label={`Your account (${me.email})`}>
            {me.email}
          </Anchor>
          <Button variant="default" size="xs" onClick={() => signOut.mutate()} loading={signOut.isPending}>
            Sign out
          </Button>
          <Button size="xs" onClick={open}>
            Create a site
          </Button>
        </Group>
      </Group>
      {sites.isPending ? (
        <Loading label="Loading your sites…" />
      ) : sites.isError ? (
        <ErrorState error={sites.error} onRetry={() => sites.refetch()} />
      ) : sites.data.length === 0 ? (
        <EmptyState title="No sites yet">Create your first site: it gets its own address and a starter theme.</EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {sites.data.map((site) => (
            <Card key={site.uid} withBorder component="article" aria-label={site.name}>
              <Stack gap={4}>
                <Anchor component={Link} href={`/admin/sites/${site.uid}`} fw={600} size="lg">
                  {site.name}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {site.host}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <Modal opened={creating} onClose={close} title="Create a site" closeButtonProps={{ 'aria-label': 'Close' }}>
        <CreateSiteForm onDone={close} />
      </Modal>
    </Stack>
  );
}

function CreateSiteForm({ onDone }: { onDone: () => void }) {
  const create = useCreateSite();
  const router = useRouter();
  const [name, setName] = useState('');
  const [subdomain, setSubdomain] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ name, subdomain }, { onSuccess: (site) => (onDone(), router.push(`/admin/sites/${site.uid}`)) });
  };
  return (
    <form onSubmit={submit}>
      <Stack>
        {create.isError && (
          <Alert color="red" role="alert">
            {errorText(create.error)}
          </Alert>
        )}
        <TextInput label="Name" required value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <TextInput label="Subdomain" description="3 to 63 of a-z, 0-9 and -" required value={subdomain} onChange={(e) => setSubdomain(e.currentTarget.value.toLowerCase())} />
        <Button type="submit" loading={create.isPending}>
          Create
        </Button>
      </Stack>
    </form>
  );
}
