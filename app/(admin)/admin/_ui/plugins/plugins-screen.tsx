'use client';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import Link from 'next/link';
import { useState } from 'react';
import { useAdminSite } from '@/lib/admin/site-context';
import { useDeletePlugin, usePlugins } from '@/lib/admin/plugins';
import { ConfirmButton } from '../confirm-button';
import { notifyDone, notifyFailed } from '../notify';
import { PageHeader } from '../page-header';
import { PagedTable } from '../paged-table';
import { EmptyState } from '../states';

export function PluginsScreen() {
  const base = `/admin/sites/${useAdminSite().uid}/plugins`;
  const [page, setPage] = useState(1);
  const plugins = usePlugins(page);
  const remove = useDeletePlugin();
  return (
    <Stack>
      <PageHeader title="Plugins">
        <Button component={Link} href={`${base}/new`}>
          New plugin
        </Button>
      </PageHeader>
      <Text size="sm" c="dimmed">
        A plugin is JavaScript that runs when something happens on the site, in a sandbox with its own time and memory limits.
      </Text>
      <PagedTable
        query={plugins}
        loading="Loading plugins…"
        empty=<EmptyState title="No plugins yet">Add fields to incoming leads or data to every page with “New plugin”.</EmptyState>
        minWidth={640}
        columns={['Name', 'Hooks', 'Limits', 'State', 'Actions']}
        noun="plugins"
        onPage={setPage}
        row={(p) => (
          <Table.Tr key={p.uid}>
            <Table.Td>
              <Link href={`${base}/${p.uid}`}>{p.name}</Link>
            </Table.Td>
            <Table.Td>
              <Group gap={4}>
                {p.hooks.map((h) => (
                  <Badge key={h} variant="light">
                    {h}
                  </Badge>
                ))}
              </Group>
            </Table.Td>
            <Table.Td>
              <Text size="sm">
                {p.timeoutMs} ms · {p.memoryMb} MB
              </Text>
            </Table.Td>
            <Table.Td>
              <Badge color={p.enabled ? 'green' : 'gray'} variant="light">
                {p.enabled ? 'enabled' : 'disabled'}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" variant="default" component={Link} href={`${base}/${p.uid}`} aria-label={`Edit plugin ${p.name}`}>
                  Edit
                </Button>
                <ConfirmButton
                  label={`Delete plugin ${p.name}`}
                  question="Its hooks stop running at once; its run log goes with it."
                  onConfirm={() => remove.mutate(p.uid, { onSuccess: () => notifyDone('Plugin deleted'), onError: (err) => notifyFailed(err, 'The plugin was not deleted') })}
                />
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      />
    </Stack>
  );
}
