'use client';
import { Badge, Text } from '@mantine/core';
import { useState } from 'react';
import { usePluginRuns } from '@/lib/admin/plugins';
import { ListTable } from '../list-table';
import { EmptyState } from '../states';

// The invocation log, newest first: each run's hook, outcome, time taken and error.
export function PluginRuns({ uid }: { uid: string }) {
  const [page, setPage] = useState(1);
  const runs = usePluginRuns(uid, page);
  return (
    <ListTable
      query={runs}
      loading="Loading runs…"
      empty=<EmptyState title="No runs yet">Runs appear here when a hook fires or you run the plugin with sample input.</EmptyState>
      minWidth={560}
      rowKey={(r) => r.id}
      columns={[
        { label: 'When', cell: (r) => <Text size="sm">{new Date(r.at).toLocaleString()}</Text> },
        { label: 'Hook', cell: (r) => r.hook },
        {
          label: 'Result',
          cell: (r) => (
            <Badge color={r.ok ? 'green' : 'red'} variant="light">
              {r.ok ? 'ok' : 'failed'}
            </Badge>
          ),
        },
        { label: 'Time', cell: (r) => `${r.durationMs} ms` },
        {
          label: 'Error',
          maw: 320,
          cell: (r) => (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {r.error ?? ''}
            </Text>
          ),
        },
      ]}
      noun="runs"
      onPage={setPage}
    />
  );
}
