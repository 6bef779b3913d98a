'use client';
import { Alert, Badge, Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorText } from '@/lib/admin/api';
import { useSaveWebhook, useTestWebhook, type Webhook, type WebhookSlot } from '@/lib/admin/webhooks';
import { notifyDone, notifyFailed } from '../notify';
import { Deliveries } from './deliveries';
import { SecretField } from './secret-field';

const TITLES: Record<WebhookSlot, { title: string; about: string }> = {
  lead: { title: 'Leads', about: 'Sent for every form submission (lead.received).' },
  post: { title: 'Posts', about: 'Sent when a post is created, updated, published or deleted.' },
  order: { title: 'Orders', about: 'Sent when an order is placed, paid or updated (order.created, order.paid, order.updated).' },
};

const urlProblem = (url: string) => {
  if (!url) return undefined;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? undefined : 'An http(s) URL';
  } catch {
    return 'An http(s) URL, such as https://example.com/hooks/leads';
  }
};

export function SlotPanel({ slot, webhook }: { slot: WebhookSlot; webhook: Webhook }) {
  const save = useSaveWebhook();
  const test = useTestWebhook();
  const [url, setUrl] = useState(webhook.url ?? '');
  const [enabled, setEnabled] = useState(webhook.enabled);
  const [error, setError] = useState<string>();
  const { title, about } = TITLES[slot];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = urlProblem(url.trim()) ?? (enabled && !url.trim() ? 'An enabled webhook needs a URL' : undefined);
    setError(problem);
    if (problem) return;
    save.mutate({ slot, url: url.trim() || null, enabled }, { onSuccess: () => notifyDone(`${title} webhook saved`) });
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`slot-${slot}`}>
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4" id={`slot-${slot}`}>
            {title}
          </Title>
          <Badge color={webhook.enabled ? 'green' : 'gray'} variant="light">
            {webhook.enabled ? 'on' : 'off'}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {about}
        </Text>
        {webhook.disabledReason && (
          <Alert color="orange" title="Turned off">
            {webhook.disabledReason}
          </Alert>
        )}
        <form onSubmit={submit} noValidate>
          <Stack>
            {save.isError && (
              <Alert color="red" role="alert">
                {errorText(save.error)}
              </Alert>
            )}
            <TextInput label={`${title} webhook URL`} placeholder="https://example.com/hooks" value={url} error={error} onChange={(e) => setUrl(e.currentTarget.value)} />
            <Switch label={`Send ${slot} events`} checked={enabled} onChange={(e) => setEnabled(e.currentTarget.checked)} />
            <Group>
              <Button type="submit" loading={save.isPending}>
                Save
              </Button>
              <Button
                variant="default"
                loading={test.isPending}
                disabled={!webhook.url}
                onClick={() =>
                  test.mutate(slot, {
                    onSuccess: (r) =>
                      r.ok
                        ? notifyDone(`Test event delivered: your server answered ${r.status}`)
                        : notifyFailed(new Error(r.error ?? `Your server answered ${r.status}`), 'The test event was not accepted'),
                    onError: (err) => notifyFailed(err, 'The test event was not sent'),
                  })
                }
              >
                Send test event
              </Button>
            </Group>
          </Stack>
        </form>
        <SecretField slot={slot} webhook={webhook} label={title} />
        <Deliveries slot={slot} label={title} />
      </Stack>
    </Paper>
  );
}
