'use client';
import { Badge, Code, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LOG_KINDS, logWords, useLogs, type LogFilters } from '@/lib/admin/logs';
import { PageHeader } from '../page-header';
import { ListTable } from '../list-table';
import { EmptyState } from '../states';

const LEVEL_COLOR: Record<string, string> = { info: 'blue', warn: 'orange', error: 'red' };

export function LogsScreen() {
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<LogFilters>({});
  const logs = useLogs(page, filters);
  const filter = (next: LogFilters) => (setFilters((f) => ({ ...f, ...next })), setPage(1));
  return (
    <Stack>
      <PageHeader title="Activity log" />
      <Group wrap="wrap">
        <Select label="Kind" placeholder="Everything" clearable data={LOG_KINDS.map((k) => ({ ...k }))} value={filters.kind ?? null} onChange={(v) => filter({ kind: v ?? undefined })} />
        <Select label="Level" placeholder="Any level" clearable data={['info', 'warn', 'error']} value={filters.level ?? null} onChange={(v) => filter({ level: v ?? undefined })} />
      </Group>
      <ListTable
        query={logs}
        loading="Loading the log…"
        empty=<EmptyState title="Nothing logged">Changes, plugin runs, webhook deliveries and render problems show up here.</EmptyState>
        minWidth={640}
        rowKey={(e) => e.id}
        columns={[
          { label: 'When', cell: (e) => <Text size="sm">{new Date(e.at).toLocaleString()}</Text> },
          {
            label: 'Level',
            cell: (e) => (
              <Badge variant="light" color={LEVEL_COLOR[e.level] ?? 'gray'}>
                {e.level}
              </Badge>
            ),
          },
          { label: 'Kind', cell: (e) => <Code>{e.kind}</Code> },
          {
            label: 'What',
            maw: 420,
            cell: (e) => (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {logWords(e)}
              </Text>
            ),
          },
        ]}
        noun="entries"
        onPage={setPage}
      />
    </Stack>
  );
}
