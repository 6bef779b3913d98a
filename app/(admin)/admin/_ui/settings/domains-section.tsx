'use client';
import { ActionIcon, Badge, Button, Code, CopyButton, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { DomainClaim, SiteView } from '@/lib/domains/platform/sites/schemas';
import { Domain } from '@/lib/domains/platform/sites/schemas';
import { fieldErrors } from '@/lib/admin/field-errors';
import { useUpdateSite, useVerifyDomain } from '@/lib/admin/settings';
import { siteAddress } from '@/lib/admin/sites';
import { ConfirmButton } from '../confirm-button';
import { RowsTable } from '../list-table';
import { notifyDone, notifyFailed } from '../notify';
import { EmptyState } from '../states';
import { Section } from './section';

function Copyable({ value, what }: { value: string; what: string }) {
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <Code style={{ overflowWrap: 'anywhere' }}>{value}</Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : `Copy ${what}`}>
            <ActionIcon size="sm" variant="subtle" onClick={copy} aria-label={`Copy ${what}`}>
              <Text span size="xs" aria-hidden>
                {copied ? '✓' : '⧉'}
              </Text>
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'never');

export function DomainsSection({ site }: { site: SiteView }) {
  const update = useUpdateSite();
  const verify = useVerifyDomain();
  const [domain, setDomain] = useState('');
  const [error, setError] = useState<string>();
  const claims = site.domainClaims;

  const add = (e: FormEvent) => {
    e.preventDefault();
    const checked = Domain.safeParse(domain);
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    if (claims.some((c) => c.domain === checked.data)) return setError('this domain is already listed');
    setError(undefined);
    update.mutate(
      { domains: [...claims.map((c) => c.domain), checked.data] },
      {
        onSuccess: () => (setDomain(''), notifyDone(`${checked.data} added: create its TXT record, then verify`)),
        onError: (err) => (setError(fieldErrors(err, ['domains']).domains), notifyFailed(err, 'The domain was not added')),
      },
    );
  };
  const removeDomain = (c: DomainClaim) =>
    update.mutate(
      { domains: claims.filter((d) => d.domain !== c.domain).map((d) => d.domain) },
      { onSuccess: () => notifyDone(`${c.domain} removed`), onError: (err) => notifyFailed(err, 'The domain was not removed') },
    );
  const verifyDomain = (c: DomainClaim) =>
    verify.mutate(c.domain, {
      onSuccess: ({ item }) => {
        const now = item.domainClaims.find((d) => d.domain === c.domain);
        notifyDone(now?.status === 'active' ? `${c.domain} is verified and active` : `${c.domain} is not verified yet`);
      },
      onError: (err) => notifyFailed(err, `${c.domain} could not be verified`),
    });

  return (
    <Section title="Custom domains" intro="A domain selects this site once a DNS TXT record proves it is yours. Point the domain at the platform too (CNAME or A record, as your host tells you).">
      {claims.length === 0 ? (
        <EmptyState title="No custom domains">The site answers at {siteAddress(site.origin)}.</EmptyState>
      ) : (
        <RowsTable
          rows={claims}
          minWidth={680}
          rowKey={(c) => c.domain}
          columns={[
            {
              label: 'Domain',
              cell: (c) => (
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {c.domain}
                </Text>
              ),
            },
            {
              label: 'Status',
              cell: (c) => (
                <>
                  <Badge color={c.status === 'active' ? 'green' : 'yellow'} variant="light">
                    {c.status === 'active' ? 'Verified' : 'Pending'}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    Checked: {when(c.checkedAt)}
                  </Text>
                  {c.verifiedAt && (
                    <Text size="xs" c="dimmed">
                      Verified: {when(c.verifiedAt)}
                    </Text>
                  )}
                </>
              ),
            },
            {
              label: 'TXT record to create',
              maw: 340,
              cell: (c) =>
                c.record ? (
                  <Stack gap={4}>
                    <Text size="xs" c="dimmed">
                      Type {c.record.type}, name
                    </Text>
                    <Copyable value={c.record.name} what={`record name for ${c.domain}`} />
                    <Text size="xs" c="dimmed">
                      Value
                    </Text>
                    <Copyable value={c.record.value} what={`record value for ${c.domain}`} />
                  </Stack>
                ) : (
                  <Text size="sm" c="dimmed">
                    Verify once to get the record.
                  </Text>
                ),
            },
            {
              label: 'Actions',
              actions: true,
              cell: (c) => (
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" variant="default" aria-label={`Verify ${c.domain}`} loading={verify.isPending && verify.variables === c.domain} onClick={() => verifyDomain(c)}>
                    Verify
                  </Button>
                  <ConfirmButton label={`Remove ${c.domain}`} confirm="Remove" question={`${c.domain} stops selecting this site.`} onConfirm={() => removeDomain(c)} />
                </Group>
              ),
            },
          ]}
        />
      )}
      <form onSubmit={add} noValidate>
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput
            label="Add a domain"
            placeholder="shop.example.com"
            value={domain}
            error={error}
            onChange={(e) => setDomain(e.currentTarget.value)}
            style={{ flex: 1, minWidth: 200, maxWidth: 420 }}
          />
          <Button type="submit" mt={25} loading={update.isPending}>
            Add domain
          </Button>
        </Group>
      </form>
    </Section>
  );
}
