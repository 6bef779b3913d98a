'use client';
import { Divider, Stack, Text } from '@mantine/core';
import { useSiteSettings } from '@/lib/admin/settings';
import { PageHeader } from '../page-header';
import { ErrorState, Loading } from '../states';
import { DomainsSection } from './domains-section';
import { LimitsSection } from './limits-section';
import { MembersSection } from './members-section';
import { PaymentsSection } from './payments-section';
import { SiteNameSection } from './site-name-section';

export function SettingsScreen() {
  const site = useSiteSettings();
  return (
    <Stack gap="lg">
      <PageHeader title="Settings" />
      {site.isPending ? (
        <Loading label="Loading the site’s settings…" />
      ) : site.isError ? (
        <ErrorState error={site.error} onRetry={() => site.refetch()} />
      ) : (
        <>
          <SiteNameSection site={site.data} />
          <Divider />
          <DomainsSection site={site.data} />
          <Divider />
          <MembersSection site={site.data} />
          <Divider />
          <PaymentsSection site={site.data} />
          <Divider />
          <LimitsSection />
        </>
      )}
      <Text size="xs" c="dimmed">
        Settings, domains and roles are changed only from this admin (or with an API token), never by a site’s own cookie.
      </Text>
    </Stack>
  );
}
