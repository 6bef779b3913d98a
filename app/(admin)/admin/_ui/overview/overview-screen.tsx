'use client';
import { Anchor, Badge, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { formatMoney } from '@/lib/admin/money';
import { useOverview } from '@/lib/admin/overview';
import { ROLE_NAMES, screensFor } from '@/lib/admin/roles';
import { useAdminSite } from '@/lib/admin/site-context';
import type { OverviewView } from '@/lib/domains/platform/sites/schemas';
import { RowsTable } from '../list-table';
import { ErrorState, Loading } from '../states';

type Step = OverviewView['checklist'][number]['key'];

// Each getting-started step: what it says, and the screen where it is done.
const STEPS: Record<Step, { label: string; todo: string; screen: string }> = {
  theme: { label: 'Pick a theme', todo: 'Start from a designed theme: apply one on the Templates screen.', screen: 'templates' },
  home: { label: 'Make the home page yours', todo: 'Open the Home template (/index), change its words and save.', screen: 'templates' },
  domain: { label: 'Connect your own domain', todo: 'Add a domain in Settings and prove it with a DNS record.', screen: 'settings' },
  payments: { label: 'Set up payments', todo: 'Add your Stripe keys in Settings to take real payments.', screen: 'settings' },
};

const COUNTS: { key: keyof OverviewView['counts']; label: string; screen: string }[] = [
  { key: 'posts', label: 'Posts', screen: 'posts' },
  { key: 'products', label: 'Products', screen: 'products' },
  { key: 'orders', label: 'Orders', screen: 'orders' },
  { key: 'leads', label: 'Leads', screen: 'leads' },
  { key: 'members', label: 'Members', screen: 'settings' },
];

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Figure({ label, value, href }: { label: string; value: number; href: string }) {
  return (
    <Card withBorder padding="sm" component={Link} href={href} aria-label={`${label}: ${value}`}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value.toLocaleString()}
      </Text>
    </Card>
  );
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Group justify="space-between">
        <Title order={2} size="h5">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Stack>
  );
}

function Checklist({ steps, base }: { steps: OverviewView['checklist']; base: string }) {
  const done = steps.filter((s) => s.done).length;
  return (
    <Section title="Getting started" action={<Badge variant="light">{`${done} of ${steps.length} done`}</Badge>}>
      <List spacing="sm" listStyleType="none" aria-label="Getting started steps">
        {steps.map((s) => {
          const step = STEPS[s.key];
          return (
            <List.Item
              key={s.key}
              icon={
                <ThemeIcon size={22} radius="xl" color={s.done ? 'green' : 'gray'} variant={s.done ? 'filled' : 'light'} aria-hidden>
                  {s.done ? '✓' : ''}
                </ThemeIcon>
              }
            >
              <Anchor component={Link} href={`${base}/${step.screen}`} fw={500} aria-label={`${step.label}: ${s.done ? 'done' : 'to do'}`}>
                {step.label}
              </Anchor>
              <Text size="sm" c="dimmed">
                {s.done ? 'Done.' : step.todo}
              </Text>
            </List.Item>
          );
        })}
      </List>
    </Section>
  );
}

// The site at a glance: what the role may see of counts, today's views, the newest leads and orders,
// and the next steps; each part links to its screen.
export function OverviewScreen() {
  const site = useAdminSite();
  const overview = useOverview(site.uid);
  const base = `/admin/sites/${site.uid}`;
  const data = overview.data;
  const figures = data ? COUNTS.filter((c) => data.counts[c.key] !== undefined) : [];
  return (
    <Stack>
      <Title order={1} size="h3">
        {site.name}
      </Title>
      <Text size="sm">
        Live at{' '}
        <Anchor href={site.origin} target="_blank" rel="noopener noreferrer">
          {site.address}
        </Anchor>
        . Your role here: {ROLE_NAMES[site.role] ?? site.role}.
      </Text>
      {overview.isPending ? (
        <Loading label="Loading the overview…" />
      ) : overview.isError ? (
        <ErrorState error={overview.error} onRetry={() => overview.refetch()} />
      ) : (
        <>
          {data!.checklist.length > 0 && <Checklist steps={data!.checklist} base={base} />}
          {(figures.length > 0 || data!.viewsToday !== undefined) && (
            <Section title="At a glance">
              <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }}>
                {data!.viewsToday !== undefined && <Figure label="Views today" value={data!.viewsToday} href={`${base}/analytics`} />}
                {figures.map((c) => (
                  <Figure key={c.key} label={c.label} value={data!.counts[c.key]!} href={`${base}/${c.screen}`} />
                ))}
              </SimpleGrid>
            </Section>
          )}
          {data!.recentOrders && (
            <Section
              title="Recent orders"
              action={
                <Anchor component={Link} href={`${base}/orders`} size="sm">
                  All orders
                </Anchor>
              }
            >
              {data!.recentOrders.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No orders yet.
                </Text>
              ) : (
                <RowsTable
                  rows={data!.recentOrders}
                  minWidth={520}
                  rowKey={(o) => o.uid}
                  rowLink={{ href: (o) => `${base}/orders/${o.uid}`, label: (o) => `Order: ${o.summary}, ${formatMoney(o.total, o.currency)}` }}
                  columns={[
                    { label: 'Order', cell: (o) => o.summary, note: (o) => o.email },
                    { label: 'Total', cell: (o) => formatMoney(o.total, o.currency) },
                    { label: 'Status', cell: (o) => o.status },
                    { label: 'Placed', cell: (o) => when(o.createdAt) },
                  ]}
                />
              )}
            </Section>
          )}
          {data!.recentLeads && (
            <Section
              title="Recent leads"
              action={
                <Anchor component={Link} href={`${base}/leads`} size="sm">
                  All leads
                </Anchor>
              }
            >
              {data!.recentLeads.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No leads yet: they arrive from your site&apos;s forms.
                </Text>
              ) : (
                <RowsTable
                  rows={data!.recentLeads}
                  minWidth={480}
                  rowKey={(l) => l.uid}
                  rowLink={{ href: () => `${base}/leads` }}
                  columns={[
                    { label: 'From', cell: (l) => l.name ?? l.email ?? 'Someone', note: (l) => (l.name ? l.email : null) },
                    { label: 'Form', cell: (l) => l.form },
                    { label: 'Status', cell: (l) => l.status },
                    { label: 'Received', cell: (l) => when(l.createdAt) },
                  ]}
                />
              )}
            </Section>
          )}
          {data!.checklist.length === 0 && figures.length === 0 && data!.viewsToday === undefined && <MemberScreens role={site.role} base={base} />}
        </>
      )}
    </Stack>
  );
}

// A member without figures to see: where their role may go.
function MemberScreens({ role, base }: { role: number; base: string }) {
  const screens = screensFor(role);
  if (screens.length === 0) return <Text c="dimmed">Your role on this site gives you no admin screens.</Text>;
  return (
    <Group gap="xs">
      {screens.map((s) => (
        <Anchor key={s.key} component={Link} href={`${base}/${s.key}`}>
          {s.label}
        </Anchor>
      ))}
    </Group>
  );
}
