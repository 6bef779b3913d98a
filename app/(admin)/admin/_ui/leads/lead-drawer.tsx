'use client';
import { Autocomplete, Badge, Button, Code, Drawer, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { UpdateLeadBody } from '@/lib/domains/messaging/leads/schemas';
import { LEAD_STATUSES, useDeleteLead, useSetLeadStatus, type Lead } from '@/lib/admin/leads';
import { ConfirmButton } from '../confirm-button';
import { CLOSE, notifyDone, notifyFailed } from '../notify';
import { statusColor } from './lead-status';

// Every field as it was sent, as text: a lead is whatever a visitor typed.
const fieldText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v, null, 2));

export function LeadDrawer({ lead, onClose, onChanged }: { lead: Lead | null; onClose: () => void; onChanged: (lead: Lead) => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Drawer closeButtonProps={CLOSE} opened={!!lead} onClose={onClose} position="right" size={phone ? '100%' : 'lg'} title={lead ? `Lead from ${lead.form}` : 'Lead'}>
      {lead && <LeadDetail key={lead.uid} lead={lead} onClose={onClose} onChanged={onChanged} />}
    </Drawer>
  );
}

function LeadDetail({ lead, onClose, onChanged }: { lead: Lead; onClose: () => void; onChanged: (lead: Lead) => void }) {
  const setStatus = useSetLeadStatus();
  const remove = useDeleteLead();
  const [status, setStatusText] = useState(lead.status);
  const [error, setError] = useState<string>();
  const fields = Object.entries(lead.data);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply(status);
  };

  // Shown at once (the list too, see useSetLeadStatus); the old status comes back if the server refuses.
  const apply = (next: string) => {
    setStatusText(next);
    const checked = UpdateLeadBody.shape.status.safeParse(next);
    if (!checked.success || !checked.data) return setError(checked.error?.issues[0]?.message ?? 'required');
    setError(undefined);
    const previous = lead;
    onChanged({ ...lead, status: checked.data });
    setStatus.mutate(
      { uid: lead.uid, status: checked.data },
      {
        onSuccess: (item) => (onChanged(item), notifyDone(`Status set to ${item.status}`)),
        onError: (err) => (onChanged(previous), setStatusText(previous.status), notifyFailed(err, 'The status was not changed')),
      },
    );
  };

  return (
    <Stack>
      <Group gap="xs">
        <Badge variant="light" color={statusColor(lead.status)}>
          {lead.status}
        </Badge>
        <Text size="sm" c="dimmed">
          Received {new Date(lead.createdAt).toLocaleString()}
        </Text>
      </Group>
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <Autocomplete
            label="Status"
            description="new, contacted, won, lost, or your own word"
            data={[...LEAD_STATUSES]}
            value={status}
            error={error}
            onChange={setStatusText}
            style={{ flex: 1, minWidth: 180 }}
          />
          <Button type="submit" loading={setStatus.isPending} disabled={status.trim() === lead.status}>
            Set status
          </Button>
        </Group>
      </form>
      <Group gap="xs" wrap="wrap" role="group" aria-label="Quick status">
        {LEAD_STATUSES.filter((s) => s !== lead.status).map((s) => (
          <Button key={s} size="xs" variant="light" color={statusColor(s)} onClick={() => apply(s)} aria-label={`Mark as ${s}`} loading={setStatus.isPending && setStatus.variables?.status === s}>
            {s}
          </Button>
        ))}
      </Group>
      <Table.ScrollContainer minWidth={280}>
        <Table withTableBorder withColumnBorders verticalSpacing="xs" aria-label="Submitted fields">
          <Table.Tbody>
            {fields.length === 0 ? (
              <Table.Tr>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    No fields were sent.
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              fields.map(([key, value]) => (
                <Table.Tr key={key}>
                  <Table.Th scope="row" w="35%" style={{ overflowWrap: 'anywhere', verticalAlign: 'top' }}>
                    {key}
                  </Table.Th>
                  <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{typeof value === 'string' ? value : <Code block>{fieldText(value)}</Code>}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        {lead.submitterUid ? `Sent by ${lead.submitterName || 'a signed-in account'}` : 'Sent anonymously'}
      </Text>
      <Group justify="flex-end">
        <ConfirmButton
          label="Delete lead"
          question="The lead leaves the inbox and later exports."
          loading={remove.isPending}
          onConfirm={() => remove.mutate(lead.uid, { onSuccess: () => (notifyDone('Lead deleted'), onClose()), onError: (err) => notifyFailed(err, 'The lead was not deleted') })}
        />
      </Group>
    </Stack>
  );
}
