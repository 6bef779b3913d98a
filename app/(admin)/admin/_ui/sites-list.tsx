'use client';
import { Anchor, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import Link from 'next/link';
import { useSignOut, type Me } from '@/lib/admin/session';
import { siteAddress, useSites } from '@/lib/admin/sites';
import { CreateSiteForm } from './create-site-form';
import { ErrorState, Loading } from './states';

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
          {/* Without sites the form is on the page already. */}
          {(sites.data?.length ?? 0) > 0 && (
            <Button size="xs" onClick={open}>
              Create a site
            </Button>
          )}
        </Group>
      </Group>
      {sites.isPending ? (
        <Loading label="Loading your sites…" />
      ) : sites.isError ? (
        <ErrorState error={sites.error} onRetry={() => sites.refetch()} />
      ) : sites.data.length === 0 ? (
        <Card withBorder component="section" aria-labelledby="first-site" padding="lg">
          <Stack>
            <Title order={2} size="h4" id="first-site">
              Create your first site
            </Title>
            <Text size="sm" c="dimmed">
              It gets its own address and starts from the theme you pick. After that, the site&apos;s overview lists what to do next.
            </Text>
            <CreateSiteForm />
          </Stack>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {sites.data.map((site) => (
            <Card key={site.uid} withBorder component="article" aria-label={site.name}>
              <Stack gap={4}>
                <Anchor component={Link} href={`/admin/sites/${site.uid}`} fw={600} size="lg">
                  {site.name}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {siteAddress(site.origin)}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <Modal opened={creating} onClose={close} title="Create a site" size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
        <CreateSiteForm onDone={close} />
      </Modal>
    </Stack>
  );
}
