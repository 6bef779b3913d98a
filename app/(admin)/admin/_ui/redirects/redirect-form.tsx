'use client';
import { Alert, Button, Select, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { CreateRedirectBody } from '@/lib/redirects/schemas';
import { errorText } from '@/lib/admin/api';
import { useSaveRedirect, type Redirect, type RedirectInput } from '@/lib/admin/redirects';
import { notifyDone } from '../notify';

const STATUSES = [
  { value: '301', label: '301 Moved permanently' },
  { value: '302', label: '302 Found (temporary)' },
  { value: '307', label: '307 Temporary, same method' },
  { value: '308', label: '308 Permanent, same method' },
];

export function RedirectForm({ redirect, onDone }: { redirect?: Redirect; onDone: () => void }) {
  const save = useSaveRedirect();
  const [from, setFrom] = useState(redirect?.from ?? '');
  const [to, setTo] = useState(redirect?.to ?? '');
  const [status, setStatus] = useState(String(redirect?.status ?? 301));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { from: from.trim(), to: to.trim(), status: Number(status) } as RedirectInput;
    const checked = CreateRedirectBody.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate({ id: redirect?.id, body }, { onSuccess: () => (notifyDone(redirect ? 'Redirect saved' : 'Redirect created'), onDone()) });
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
