'use client';
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import Link from 'next/link';
import { ROLE_NAMES, screensFor } from '@/lib/admin/roles';
import { useAdminSite } from '@/lib/admin/site-context';

export default function SiteOverview() {
  const site = useAdminSite();
  const screens = screensFor(site.role);
  return (
    <Stack>
      <Title order={1} size="h3">
        {site.name}
      </Title>
      <Text size="sm">
        Live at{' '}
        <Anchor href={site.origin} target="_blank" rel="noopener noreferrer">
          {site.host}
        </Anchor>
        . Your role here: {ROLE_NAMES[site.role] ?? site.role}.
      </Text>
      {screens.length === 0 ? (
        <Text c="dimmed">Your role on this site gives you no admin screens.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {screens.map((s) => (
            <Card key={s.key} withBorder component={Link} href={`/admin/sites/${site.uid}/${s.key}`}>
              <Text fw={600}>{s.label}</Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
