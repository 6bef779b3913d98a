'use client';
import { Alert, Button, Code, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { errorText } from '@/lib/admin/api';
import { call } from '@/lib/admin/call';
import { useListOf, useResourceMutation } from '@/lib/admin/crud';
import { fieldErrors } from '@/lib/admin/field-errors';
import { CreateRedirectBody, redirectItem, redirectsCollection, type RedirectView } from '@/lib/domains/content/redirects/api';
import { ConfirmButton } from '../confirm-button';
import { CLOSE, notifyDone, notifyFailed } from '../notify';
import { PageHeader } from '../page-header';
import { ListTable } from '../list-table';
import { EmptyState } from '../states';

// The redirects screen (its page is generated from redirectsResource.screen, lib/domains/content/redirects/api.ts):
// the data hooks, the list and the form, each call typed by its declaration.
type Redirect = z.infer<typeof RedirectView>;
type RedirectInput = z.input<typeof CreateRedirectBody>;

// Keys: adminKeys.list(site, 'redirects', {query, path}).
const useRedirects = (page: number) => useListOf('redirects', redirectsCollection.list, { query: { page, page_size: 50 } });

const useSaveRedirect = () =>
  useResourceMutation('redirects', (site, { id, body }: { id?: number; body: RedirectInput }) =>
    id === undefined ? call(redirectsCollection.create, { site, body }) : call(redirectItem.replace, { site, params: { id: String(id) }, body }),
  );

const useDeleteRedirect = () => useResourceMutation('redirects', (site, id: number) => call(redirectItem.remove, { site, params: { id: String(id) } }));

const STATUSES = [
  { value: '301', label: '301 Moved permanently' },
  { value: '302', label: '302 Found (temporary)' },
  { value: '307', label: '307 Temporary, same method' },
  { value: '308', label: '308 Permanent, same method' },
];

const FIELDS = ['from', 'to', 'status'] as const;

function RedirectForm({ redirect, onDone }: { redirect?: Redirect; onDone: () => void }) {
  const save = useSaveRedirect();
  const [from, setFrom] = useState(redirect?.from ?? '');
  const [to, setTo] = useState(redirect?.to ?? '');
  const [status, setStatus] = useState(String(redirect?.status ?? 301));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = CreateRedirectBody.safeParse({ from: from.trim(), to: to.trim(), status: Number(status) });
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(
      { id: redirect?.id, body: checked.data },
      {
        onSuccess: () => (notifyDone(redirect ? 'Redirect saved' : 'Redirect created'), onDone()),
        // The server's own refusals (a redirect that would loop, say) mark their field too.
        onError: (err) => setErrors(fieldErrors(err, FIELDS)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {save.isError && (
          <Alert color="red" role="alert">
            {errorText(save.error)}
          </Alert>
        )}
        <TextInput label="From" description="A path on this site, such as /old-page" required data-autofocus value={from} error={errors.from} onChange={(e) => setFrom(e.currentTarget.value)} />
        <TextInput label="To" description="A path on this site or an http(s) URL" required value={to} error={errors.to} onChange={(e) => setTo(e.currentTarget.value)} />
        <Select label="Status" data={STATUSES} value={status} onChange={(v) => setStatus(v ?? '301')} allowDeselect={false} error={errors.status} />
        <Button type="submit" loading={save.isPending}>
          {redirect ? 'Save' : 'Create'}
        </Button>
      </Stack>
    </form>
  );
}

export function RedirectsScreen() {
  const [page, setPage] = useState(1);
  const redirects = useRedirects(page);
  const remove = useDeleteRedirect();
  const [editing, setEditing] = useState<Redirect | null | undefined>(undefined);
  return (
    <Stack>
      <PageHeader title="Redirects">
        <Button onClick={() => setEditing(null)}>New redirect</Button>
      </PageHeader>
      <Text size="sm" c="dimmed">
        A redirect applies when no page has the path.
      </Text>
      <ListTable
        query={redirects}
        loading="Loading redirects…"
        empty=<EmptyState title="No redirects yet">Send an old path to a new one with “New redirect”.</EmptyState>
        minWidth={560}
        rowKey={(r) => r.id}
        columns={[
          { label: 'From', cell: (r) => <Code style={{ overflowWrap: 'anywhere' }}>{r.from}</Code> },
          {
            label: 'To',
            maw: 320,
            cell: (r) => (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {r.to}
              </Text>
            ),
          },
          { label: 'Status', cell: (r) => r.status },
          {
            label: 'Actions',
            actions: true,
            cell: (r) => (
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" variant="default" aria-label={`Edit redirect ${r.from}`} onClick={() => setEditing(r)}>
                  Edit
                </Button>
                <ConfirmButton
                  label={`Delete redirect ${r.from}`}
                  question={
                    <>
                      Visitors of <Code>{r.from}</Code> get the site’s 404 page from now on.
                    </>
                  }
                  onConfirm={() => remove.mutate(r.id, { onSuccess: () => notifyDone('Redirect deleted'), onError: (err) => notifyFailed(err, 'The redirect was not deleted') })}
                />
              </Group>
            ),
          },
        ]}
        noun="redirects"
        onPage={setPage}
      />
      <Modal closeButtonProps={CLOSE} opened={editing !== undefined} onClose={() => setEditing(undefined)} title={editing ? `Edit redirect ${editing.from}` : 'New redirect'}>
        {editing !== undefined && <RedirectForm redirect={editing ?? undefined} onDone={() => setEditing(undefined)} />}
      </Modal>
    </Stack>
  );
}
