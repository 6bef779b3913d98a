'use client';
import { Alert, Button, Paper, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorText } from '@/lib/admin/api';
import { useNotifications, useSendNotification } from '@/lib/admin/notifications';
import { ROLE_NAMES, roleName } from '@/lib/admin/roles';
import { notifyDone } from '../notify';
import { PageHeader } from '../page-header';
import { ListTable } from '../list-table';
import { EmptyState } from '../states';

// Role names, never numbers: "everyone" is every member (customers and up).
const RECIPIENT_ROLES = [1, 2, 3, 4, 5].map((r) => ({ value: String(r), label: r === 1 ? 'All members' : `${roleName(r)}s and above` }));

export function NotificationsScreen() {
  const [page, setPage] = useState(1);
  const sent = useNotifications(page);
  return (
    <Stack>
      <PageHeader title="Notifications" />
      <Paper withBorder p="md" component="section" aria-labelledby="compose">
        <Title order={2} size="h4" id="compose" mb="sm">
          Send a message to members
        </Title>
        <Compose />
      </Paper>
      <Title order={2} size="h4">
        Sent
      </Title>
      <ListTable
        query={sent}
        loading="Loading notifications…"
        empty=<EmptyState title="Nothing sent yet" />
        minWidth={520}
        rowKey={(n) => n.uid}
        columns={[
          { label: 'When', cell: (n) => <Text size="sm">{new Date(n.createdAt).toLocaleString()}</Text> },
          {
            label: 'Subject',
            cell: (n) => (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {n.subject}
              </Text>
            ),
          },
          { label: 'To', cell: (n) => <Text size="sm">{ROLE_NAMES[n.minRole] ?? `role ${n.minRole}`} and up</Text> },
          { label: 'Recipients', cell: (n) => n.recipients },
        ]}
        noun="notifications"
        onPage={setPage}
      />
    </Stack>
  );
}

function Compose() {
  const send = useSendNotification();
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [minRole, setMinRole] = useState(1);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = {};
    if (!subject.trim()) problems.subject = 'A subject is required';
    if (!text.trim()) problems.text = 'A message is required';
    setErrors(problems);
    if (Object.keys(problems).length) return;
    send.mutate({ subject: subject.trim(), text, minRole }, { onSuccess: (n) => (notifyDone(`Queued for ${n.recipients} member${n.recipients === 1 ? '' : 's'}`), setSubject(''), setText('')) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {send.isError && (
          <Alert color="red" role="alert">
            {errorText(send.error)}
          </Alert>
        )}
        <TextInput label="Subject" required maxLength={200} value={subject} error={errors.subject} onChange={(e) => setSubject(e.currentTarget.value)} />
        <Textarea label="Message" required autosize minRows={5} maxLength={20000} value={text} error={errors.text} onChange={(e) => setText(e.currentTarget.value)} />
        <Select
          label="Send to"
          description="Members with this role or a higher one"
          data={RECIPIENT_ROLES}
          value={String(minRole)}
          onChange={(v) => v !== null && setMinRole(Number(v))}
          allowDeselect={false}
          maw={260}
        />
        <Button type="submit" loading={send.isPending} w="fit-content">
          Send
        </Button>
      </Stack>
    </form>
  );
}
