'use client';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import Link from 'next/link';
import { useState } from 'react';
import { useAdminSite } from '@/lib/admin/site-context';
import { useDeletePlugin, usePlugins } from '@/lib/admin/plugins';
import { ConfirmButton } from '../confirm-button';
import { notifyDone, notifyFailed } from '../notify';
import { PageHeader } from '../page-header';
import { ListTable } from '../list-table';
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
      <ListTable
        query={plugins}
        loading="Loading plugins…"
        empty=<EmptyState title="No plugins yet">Add fields to incoming leads or data to every page with “New plugin”.</EmptyState>
        minWidth={640}
        rowKey={(p) => p.uid}
        rowLink={{ href: (p) => `${base}/${p.uid}` }}
        columns={[
          { label: 'Name', cell: (p) => p.name },
          {
            label: 'Hooks',
            cell: (p) => (
              <Group gap={4}>
                {p.hooks.map((h) => (
                  <Badge key={h} variant="light">
                    {h}
                  </Badge>
                ))}
              </Group>
            ),
          },
          {
            label: 'Limits',
            cell: (p) => (
              <Text size="sm">
                {p.timeoutMs} ms · {p.memoryMb} MB
              </Text>
            ),
          },
          {
            label: 'State',
            cell: (p) => (
              <Badge color={p.enabled ? 'green' : 'gray'} variant="light">
                {p.enabled ? 'enabled' : 'disabled'}
              </Badge>
            ),
          },
          {
            label: 'Actions',
            actions: true,
            cell: (p) => (
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
            ),
          },
        ]}
        noun="plugins"
        onPage={setPage}
      />
    </Stack>
  );
}
