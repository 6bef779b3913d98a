'use client';
import { Alert, Button, Group, List, Modal, Text } from '@mantine/core';
import type { LocalDraft } from '@/lib/admin/local-draft';
import type { Diagnostic } from '@/lib/admin/templates';

const place = (d: Diagnostic) => (d.line ? `line ${d.line}${d.column ? `, column ${d.column}` : ''}` : 'the template');

// Save publishes (what is live always parses: docs/behaviours.md#B-live-parses), so it is off while the body has an error,
// with the reason beside it; "Save as draft" keeps any body without touching the live page.
export function SaveActions({
  error,
  saving,
  nothingToPublish,
  nothingToDraft,
  onPublish,
  onDraft,
}: {
  error: Diagnostic | undefined;
  saving: boolean;
  nothingToPublish: boolean;
  nothingToDraft: boolean;
  onPublish: () => void;
  onDraft: () => void;
}) {
  return (
    <Group gap="xs" wrap="wrap" justify="flex-end">
      {error && (
        <Text size="xs" c="red" id="save-blocked" data-testid="save-blocked">
          Fix the error at {place(error)} to publish, or save as a draft.
        </Text>
      )}
      <Button variant="default" onClick={onDraft} loading={saving} disabled={nothingToDraft}>
        Save as draft
      </Button>
      <Button onClick={onPublish} loading={saving} disabled={!!error || nothingToPublish} aria-describedby={error ? 'save-blocked' : undefined}>
        Save
      </Button>
    </Group>
  );
}

// A layout or partial the body names that the site has not published: the page would fail where it is
// used, so publishing asks first and names each one.
export function PublishConfirm({ missing, onConfirm, onCancel }: { missing: Diagnostic[]; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Modal opened={missing.length > 0} onClose={onCancel} title="Publish with a missing template?" data-testid="publish-confirm" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Text size="sm">This body names templates the site has not published; the page fails where they are used until they exist:</Text>
      <List size="sm" my="sm">
        {missing.map((d, i) => (
          <List.Item key={i}>
            {d.message} ({place(d)})
          </List.Item>
        ))}
      </List>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button onClick={onConfirm}>Publish anyway</Button>
      </Group>
    </Modal>
  );
}

// Edits kept in this browser from an earlier visit that were never saved.
export function LocalDraftOffer({ draft, version, onRecover, onDiscard }: { draft: LocalDraft; version: number; onRecover: () => void; onDiscard: () => void }) {
  return (
    <Alert color="blue" py={6} data-testid="local-draft" title="Unsaved changes found">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">
          Edits from {new Date(draft.savedAt).toLocaleString()} were kept in this browser but never saved
          {draft.baseVersion === version ? '.' : ` (they started from version ${draft.baseVersion}; the template is now at version ${version}).`}
        </Text>
        <Group gap="xs">
          <Button size="compact-sm" onClick={onRecover}>
            Recover
          </Button>
          <Button size="compact-sm" variant="default" onClick={onDiscard}>
            Discard
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
