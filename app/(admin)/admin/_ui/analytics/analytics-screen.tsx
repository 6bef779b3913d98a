'use client';
import { AreaChart, BarChart } from '@mantine/charts';
import { Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useAnalytics, type Analytics } from '@/lib/admin/analytics';
import { PageHeader } from '../page-header';
import { ErrorState, Loading } from '../states';

const RANGES = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
];

const total = (rows: { views?: number; leads?: number }[], key: 'views' | 'leads') => rows.reduce((n, r) => n + (r[key] ?? 0), 0);

export function AnalyticsScreen() {
  const [days, setDays] = useState('30');
  const analytics = useAnalytics(Number(days));
  return (
    <Stack>
      <PageHeader title="Analytics">
        <SegmentedControl aria-label="Period" data={RANGES} value={days} onChange={setDays} />
      </PageHeader>
      <Text size="sm" c="dimmed">
        Counted without cookies and without storing any visitor&apos;s address: page views per path and day, and the referring site&apos;s name only.
      </Text>
      {analytics.isPending ? <Loading label="Loading analytics…" /> : analytics.isError ? <ErrorState error={analytics.error} onRetry={() => analytics.refetch()} /> : <Report data={analytics.data} />}
    </Stack>
  );
}

function Report({ data }: { data: Analytics }) {
  const site = data.scope === 'site';
  return (
    <Stack>
      {!site && <Text size="sm">Showing your own posts only.</Text>}
      <Paper withBorder p="md" component="section" aria-label="Page views per day">
        <Title order={2} size="h4">
          Page views{' '}
          <Text span c="dimmed" size="sm">
            ({total(data.views, 'views')})
          </Text>
        </Title>
        <AreaChart h={220} mt="sm" data={data.views} dataKey="day" series={[{ name: 'views', label: 'Views', color: 'blue.7' }]} curveType="monotone" withDots={false} />
        <DayTable rows={data.views.map((r) => [r.day, r.views])} label="Page views per day" unit="Views" />
      </Paper>
      {site && (
        <Paper withBorder p="md" component="section" aria-label="Leads per day">
          <Title order={2} size="h4">
            Leads{' '}
            <Text span c="dimmed" size="sm">
              ({total(data.leads, 'leads')})
            </Text>
          </Title>
          <BarChart h={180} mt="sm" data={data.leads} dataKey="day" series={[{ name: 'leads', label: 'Leads', color: 'teal.7' }]} />
          <DayTable rows={data.leads.map((r) => [r.day, r.leads])} label="Leads per day" unit="Leads" />
        </Paper>
      )}
      <SimpleGrid cols={{ base: 1, md: site ? 3 : 2 }}>
        <Top title="Top posts" rows={data.topPosts.map((p) => [p.title, p.views])} />
        <Top title="Top pages" rows={data.topPaths.map((p) => [p.path, p.views])} />
        {site && <Top title="Referrers" rows={data.referrers.map((r) => [r.host, r.views])} />}
      </SimpleGrid>
    </Stack>
  );
}

// The same numbers as the chart, as a table (collapsed): for screen readers and for copying.
function DayTable({ rows, label, unit }: { rows: [string, number][]; label: string; unit: string }) {
  return (
    <details>
      <summary>
        <Text span size="sm">
          {label} as a table
        </Text>
      </summary>
      <Table aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Day</Table.Th>
            <Table.Th scope="col">{unit}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([d, n]) => (
            <Table.Tr key={d}>
              <Table.Td>{d}</Table.Td>
              <Table.Td>{n}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </details>
  );
}

function Top({ title, rows }: { title: string; rows: [string, number][] }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing yet.
        </Text>
      ) : (
        <Table aria-label={title}>
          <Table.Tbody>
            {rows.map(([name, n]) => (
              <Table.Tr key={name}>
                <Table.Td>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {name}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{n}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
