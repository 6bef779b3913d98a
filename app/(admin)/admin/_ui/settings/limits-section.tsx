'use client';
import { Alert, Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { useSiteLimits, type MailBudget } from '@/lib/admin/settings';
import { StorageUseBar } from '../files/storage-use';
import { RowsTable } from '../list-table';
import { EmptyState, ErrorState, Loading } from '../states';
import { Section } from './section';

const WINDOW_NAME = { hour: 'This hour', day: 'Today' } as const;

// The mail budget's use: every mail of the site counts (sign-in codes and links asked on its host,
// order mails, notifications, invitations); past the budget none is sent until the window ends.
function MailBudgetUse({ mail }: { mail: MailBudget }) {
  const over = (['hour', 'day'] as const).filter((w) => mail[w].used >= mail[w].limit);
  // The later window to end: until then mails past the budget are not sent.
  const until = over
    .map((w) => mail[w].resetsAt)
    .filter((t): t is string => t !== null)
    .sort()
    .at(-1);
  return (
    <Stack gap="xs" aria-label="Mail budget">
      <Group gap="xs">
        <Text size="sm" fw={500}>
          Mail budget
        </Text>
        <Badge color={mail.trusted ? 'green' : 'gray'} variant="light">
          {mail.trusted ? 'Trusted by the platform' : 'New site'}
        </Badge>
      </Group>
      {(['hour', 'day'] as const).map((w) => {
        const { used, limit } = mail[w];
        return (
          <Stack key={w} gap={2}>
            <Text size="sm">
              {WINDOW_NAME[w]}: {used.toLocaleString()} of {limit.toLocaleString()} mails
            </Text>
            <Progress value={Math.min(100, (used / limit) * 100)} color={used >= limit ? 'red' : 'blue'} aria-label={`${WINDOW_NAME[w]}: ${used} of ${limit} mails`} />
          </Stack>
        );
      })}
      {over.length > 0 && (
        <Alert color="red" title="Mail budget used up">
          Mails past the budget are not sent{until ? ` until ${new Date(until).toLocaleString()}` : ''}. The activity log shows it as mail.over_budget.
        </Alert>
      )}
      {!mail.trusted && (
        <Text size="sm" c="dimmed">
          Until the platform trusts this site, its own words (mail templates, product titles, its name) reach only addresses that proved themselves. A verified custom domain, or the platform
          admin&apos;s approval, lifts that and raises the budget.
        </Text>
      )}
    </Stack>
  );
}

export function LimitsSection() {
  const limits = useSiteLimits();
  return (
    <Section title="Limits" intro="What the platform allows this site: a page render or a request beyond these is cut off.">
      {limits.isPending ? (
        <Loading label="Loading limits…" />
      ) : limits.isError ? (
        <ErrorState error={limits.error} onRetry={() => limits.refetch()} />
      ) : limits.data.items.length === 0 ? (
        <EmptyState title="No limits stated" />
      ) : (
        <>
          {limits.data.mail && <MailBudgetUse mail={limits.data.mail} />}
          {limits.data.storage && <StorageUseBar use={limits.data.storage} />}
          <RowsTable
            rows={limits.data.items}
            minWidth={480}
            rowKey={(l) => l.name}
            columns={[
              {
                label: 'Limit',
                cell: (l) => (
                  <Text size="sm" fw={500}>
                    {l.name}
                  </Text>
                ),
              },
              {
                label: 'Value',
                cell: (l) => (
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {l.value === null ? 'none' : typeof l.value === 'number' ? l.value.toLocaleString() : String(l.value)}
                    {l.unit ? ` ${l.unit}` : ''}
                  </Text>
                ),
              },
              { label: 'What it means', cell: (l) => <Text size="sm">{l.description ?? ''}</Text> },
            ]}
          />
        </>
      )}
    </Section>
  );
}
