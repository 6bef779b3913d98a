'use client';
import { Badge, Code, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { LOG_KINDS, useLogs, type LogEntry, type LogFilters } from '@/lib/admin/logs';
import { PageHeader } from '../page-header';
import { PagedTable } from '../paged-table';
import { EmptyState } from '../states';

const LEVEL_COLOR: Record<string, string> = { info: 'blue', warn: 'orange', error: 'red' };

// Who or what did it: a person's changes name the account, integrations name themselves.
function detail(entry: LogEntry): string {
  const d = entry.data as Record<string, unknown>;
  const parts = [d.actor && `by ${String(d.actor)}`, d.target && `on ${String(d.target)}`, d.path && String(d.path)].filter(Boolean);
  return parts.join(' · ');
}

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
      <PagedTable
        query={logs}
        loading="Loading the log…"
        empty=<EmptyState title="Nothing logged">Changes, plugin runs, webhook deliveries and render problems show up here.</EmptyState>
        minWidth={640}
        columns={['When', 'Level', 'Kind', 'What']}
        noun="entries"
        onPage={setPage}
        row={(e) => (
          <Table.Tr key={e.id}>
            <Table.Td>
              <Text size="sm">{new Date(e.at).toLocaleString()}</Text>
            </Table.Td>
            <Table.Td>
              <Badge variant="light" color={LEVEL_COLOR[e.level] ?? 'gray'}>
                {e.level}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Code>{e.kind}</Code>
            </Table.Td>
            <Table.Td maw={420}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {e.message}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {detail(e)}
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
      />
    </Stack>
  );
}
