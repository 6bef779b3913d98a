'use client';
import { ActionIcon, Alert, Badge, Button, Code, CopyButton, Group, PasswordInput, Stack, Text, Tooltip } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { SiteView } from '@/lib/domains/platform/sites/schemas';
import { looksLikeStripeKey, PAYMENT_SECRETS, REMOVE_STRIPE_KEYS, stripeWebhookUrl, useSavePaymentKeys, type StripeKeys } from '@/lib/admin/settings';
import { useAdminSite } from '@/lib/admin/site-context';
import { ConfirmButton } from '../confirm-button';
import { notifyDone, notifyFailed } from '../notify';
import { Section } from './section';

// Inside the field's description (a <p>), so a span; the field's accessible description says the state.
function SetBadge({ set, testId }: { set: boolean; testId: string }) {
  return (
    <Badge component="span" variant="light" color={set ? 'green' : 'gray'} data-testid={testId} mr={6}>
      {set ? 'set' : 'not set'}
    </Badge>
  );
}

// Write-only keys: the fields start empty whatever is stored, only typed fields are sent, and they are
// cleared once saved. What the site holds shows only as "set" / "not set".
export function PaymentsSection({ site }: { site: SiteView }) {
  const { origin } = useAdminSite();
  const save = useSavePaymentKeys();
  const remove = useSavePaymentKeys();
  const [secretKey, setSecretKey] = useState('');
  const [webhookSecret, setWebhookSecret] = useState('');
  const [keyError, setKeyError] = useState<string>();
  const [warnings, setWarnings] = useState<string[]>([]);
  const set = (name: string) => site.secretsSet.includes(name);
  const live = set(PAYMENT_SECRETS.secretKey);
  const endpoint = stripeWebhookUrl(origin);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const keys: StripeKeys = {};
    if (secretKey.trim()) keys.secretKey = secretKey.trim();
    if (webhookSecret.trim()) keys.webhookSecret = webhookSecret.trim();
    if (!keys.secretKey && !keys.webhookSecret) return;
    if (keys.secretKey && !looksLikeStripeKey(keys.secretKey)) return setKeyError('Not a Stripe secret key: it starts with sk_test_, sk_live_, rk_test_ or rk_live_');
    setKeyError(undefined);
    save.mutate(keys, {
      onSuccess: (answer) => (setSecretKey(''), setWebhookSecret(''), setWarnings(answer.warnings ?? []), notifyDone('Payment keys saved')),
      onError: (err) => notifyFailed(err, 'The payment keys were not saved'),
    });
  };

  const removeKeys = () =>
    remove.mutate(REMOVE_STRIPE_KEYS, {
      onSuccess: () => (setWarnings([]), notifyDone('Stripe keys removed: the shop is in test mode')),
      onError: (err) => notifyFailed(err, 'The Stripe keys were not removed'),
    });

  return (
    <Section title="Payments" intro="Stripe takes the payments of this site’s shop. Keys are write-only: once saved they are never shown again, only whether they are set.">
      <Alert color={live ? 'green' : 'yellow'} title={live ? 'Taking payments through Stripe' : 'Test mode'} data-testid="payments-mode" mb="sm" maw={520}>
        {live
          ? 'Checkout sends buyers to Stripe with the stored secret key. Remove the keys to go back to test mode.'
          : 'No Stripe secret key: checkout uses the built-in test provider, and no money is taken. Add a Stripe secret key below to take real payments.'}
      </Alert>
      {warnings.map((w) => (
        <Alert key={w} color="orange" role="status" title="Stored unchecked" mb="sm" maw={520}>
          {w}
        </Alert>
      ))}
      <form onSubmit={submit} noValidate aria-label="Stripe keys">
        <Stack gap="sm" maw={520}>
          <PasswordInput
            error={keyError}
            label="Stripe secret key"
            description={
              <>
                <SetBadge set={set(PAYMENT_SECRETS.secretKey)} testId="secret-key-state" />
                {set(PAYMENT_SECRETS.secretKey) ? 'Type a new key to replace the stored one' : 'sk_live_… or sk_test_… from Stripe’s dashboard'}
              </>
            }
            autoComplete="off"
            value={secretKey}
            onChange={(e) => (setSecretKey(e.currentTarget.value), setKeyError(undefined))}
          />
          <PasswordInput
            label="Webhook signing secret"
            description={
              <>
                <SetBadge set={set(PAYMENT_SECRETS.webhookSecret)} testId="webhook-secret-state" />
                {set(PAYMENT_SECRETS.webhookSecret) ? 'Type a new secret to replace the stored one' : 'whsec_… shown by Stripe for the endpoint below'}
              </>
            }
            autoComplete="off"
            value={webhookSecret}
            onChange={(e) => setWebhookSecret(e.currentTarget.value)}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Webhook endpoint for Stripe
            </Text>
            <Group gap={4} wrap="nowrap" align="flex-start">
              <Code data-testid="stripe-webhook-url" style={{ overflowWrap: 'anywhere' }}>
                {endpoint}
              </Code>
              <CopyButton value={endpoint}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? 'Copied' : 'Copy the webhook endpoint'}>
                    <ActionIcon size="sm" variant="subtle" onClick={copy} aria-label="Copy the webhook endpoint">
                      <Text span size="xs" aria-hidden>
                        {copied ? '✓' : '⧉'}
                      </Text>
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
            <Text size="xs" c="dimmed">
              Add it in Stripe (Developers → Webhooks) for the checkout.session.completed and subscription events.
            </Text>
          </Stack>
          <Group>
            <Button type="submit" loading={save.isPending} disabled={!secretKey.trim() && !webhookSecret.trim()}>
              Save payment keys
            </Button>
            {(live || set(PAYMENT_SECRETS.webhookSecret)) && (
              <ConfirmButton
                label="Remove the Stripe keys"
                question="The secret key and the webhook signing secret are deleted: checkout goes back to the built-in test provider and takes no real payments."
                confirm="Remove"
                loading={remove.isPending}
                onConfirm={removeKeys}
              />
            )}
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
