'use client';
import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useRotateSecret, type Webhook, type WebhookSlot } from '@/lib/admin/webhooks';
import { ConfirmButton } from '../confirm-button';
import { notifyDone, notifyFailed } from '../notify';

// The signing secret stays hidden until asked for; rotating keeps the old one valid for a grace period.
export function SecretField({ slot, webhook, label }: { slot: WebhookSlot; webhook: Webhook; label: string }) {
  const [shown, setShown] = useState(false);
  const rotate = useRotateSecret();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Signing secret
      </Text>
      <Group gap="xs" wrap="wrap">
        <Code data-testid={`secret-${slot}`} style={{ overflowWrap: 'anywhere' }}>
          {shown ? webhook.secret : 'whsec_••••••••••••••••'}
        </Code>
        <Button size="xs" variant="default" onClick={() => setShown((s) => !s)} aria-label={`${shown ? 'Hide' : 'Reveal'} the ${label.toLowerCase()} signing secret`}>
          {shown ? 'Hide' : 'Reveal'}
        </Button>
        <CopyButton value={webhook.secret}>
          {({ copied, copy }) => (
            <Button size="xs" variant="default" onClick={copy} aria-label={`Copy the ${label.toLowerCase()} signing secret`}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
        <ConfirmButton
          label={`Rotate the ${label.toLowerCase()} signing secret`}
          confirm="Rotate"
          question="A new secret signs every event from now on. For 24 hours events carry a signature by the old secret too, so your receiver keeps working while you update it."
          loading={rotate.isPending}
          onConfirm={() => rotate.mutate(slot, { onSuccess: () => (setShown(true), notifyDone('Secret rotated')), onError: (err) => notifyFailed(err, 'The secret was not rotated') })}
        >
          Rotate
        </ConfirmButton>
      </Group>
      {webhook.previousSecretExpiresAt && (
        <Text size="xs" c="dimmed">
          The previous secret still signs until {new Date(webhook.previousSecretExpiresAt).toLocaleString()}.
        </Text>
      )}
    </Stack>
  );
}
