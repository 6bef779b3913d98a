'use client';
import { Alert, Button, Drawer, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '@/lib/admin/api';
import { useRestoreVersion, useVersion, useVersions, type TemplateItem } from '@/lib/admin/templates';
import { EmptyState, ErrorState, Loading } from '../../states';
import { ManagedDiffEditor } from './diff-editor';
import { nameDiffSides } from './monaco';

// The last 20 versions; one chosen is shown against the current body and can be restored (a restore is
// a new version, so it can itself be undone).
export function HistoryDrawer({
  site,
  template,
  opened,
  onClose,
  onRestored,
}: {
  site: string;
  template: TemplateItem;
  opened: boolean;
  onClose: () => void;
  onRestored: (item: TemplateItem) => void;
}) {
  const versions = useVersions(site, template.uid, opened);
  const [chosen, setChosen] = useState<number | null>(null);
  const version = useVersion(site, template.uid, chosen);
  const restore = useRestoreVersion(site, template.uid);
  return (
    <Drawer opened={opened} onClose={onClose} title="History" position="right" size="90%" data-testid="history" closeButtonProps={{ 'aria-label': 'Close history' }}>
      <Group align="stretch" wrap="nowrap" gap="md" style={{ height: 'calc(100vh - 90px)' }}>
        <ScrollArea w={220} style={{ flexShrink: 0 }}>
          {versions.isPending ? (
            <Loading label="Loading versions…" />
          ) : versions.isError ? (
            <ErrorState error={versions.error} onRetry={() => versions.refetch()} />
          ) : versions.data.length === 0 ? (
            <EmptyState title="No history yet" />
          ) : (
            <nav aria-label="Versions">
              {versions.data.map((v) => (
                <NavLink
                  variant="filled"
                  key={v.version}
                  component="button"
                  active={chosen === v.version}
                  onClick={() => setChosen(v.version)}
                  label={`Version ${v.version}${v.version === template.version ? ' (current)' : ''}`}
                  description={`${new Date(v.createdAt).toLocaleString()} · ${v.size} bytes${v.published ? '' : ' · draft'}`}
                />
              ))}
            </nav>
          )}
        </ScrollArea>
        <Stack style={{ flex: 1, minWidth: 0 }}>
          {chosen === null ? (
            <EmptyState title="Choose a version">Its body is shown against the current one.</EmptyState>
          ) : version.isPending ? (
            <Loading />
          ) : version.isError ? (
            <ErrorState error={version.error} />
          ) : (
            <>
              <Group justify="space-between" wrap="wrap">
                <Text size="sm">
                  Left: version {chosen}. Right: current (version {template.version}).
                </Text>
                <Button
                  loading={restore.isPending}
                  disabled={chosen === template.version}
                  onClick={() => restore.mutate({ version: chosen, baseVersion: template.version }, { onSuccess: (item) => (onRestored(item), onClose()) })}
                >
                  Restore version {chosen}
                </Button>
              </Group>
              {restore.isError && (
                <Alert color="red" role="alert">
                  {errorText(restore.error)}
                </Alert>
              )}
              <div style={{ flex: 1, minHeight: 300, border: '1px solid var(--mantine-color-gray-4)' }} data-testid="history-diff">
                <ManagedDiffEditor
                  original={version.data.body ?? ''}
                  modified={template.body}
                  language="liquid"
                  onMount={(diff) => nameDiffSides(diff, `Version ${chosen}`, 'Current body')}
                  options={{ readOnly: true, renderSideBySide: true, minimap: { enabled: false }, automaticLayout: true }}
                />
              </div>
            </>
          )}
        </Stack>
      </Group>
    </Drawer>
  );
}
