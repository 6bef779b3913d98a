'use client';
import { Badge, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { usePluginRuns } from '@/lib/admin/plugins';
import { PagedTable } from '../paged-table';
import { EmptyState } from '../states';

// The invocation log, newest first: each run's hook, outcome, time taken and error.
export function PluginRuns({ uid }: { uid: string }) {
  const [page, setPage] = useState(1);
  const runs = usePluginRuns(uid, page);
  return (
    <PagedTable
      query={runs}
      loading="Loading runs…"
      empty=<EmptyState title="No runs yet">Runs appear here when a hook fires or you run the plugin with sample input.</EmptyState>
      minWidth={560}
      columns={['When', 'Hook', 'Result', 'Time', 'Error']}
      noun="runs"
      onPage={setPage}
      row={(r) => (
        <Table.Tr key={r.id}>
          <Table.Td>
            <Text size="sm">{new Date(r.at).toLocaleString()}</Text>
          </Table.Td>
          <Table.Td>{r.hook}</Table.Td>
          <Table.Td>
            <Badge color={r.ok ? 'green' : 'red'} variant="light">
              {r.ok ? 'ok' : 'failed'}
            </Badge>
          </Table.Td>
          <Table.Td>{r.durationMs} ms</Table.Td>
          <Table.Td maw={320}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {r.error ?? ''}
            </Text>
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}
