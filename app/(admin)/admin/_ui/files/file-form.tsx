'use client';
import { Alert, Button, NumberInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { CreateFileBody } from '@/lib/domains/content/files/schemas';
import { errorText } from '@/lib/admin/api';
import { useCreateFile } from '@/lib/admin/files';
import { notifyDone } from '../notify';

export function FileForm({ onDone }: { onDone: () => void }) {
  const create = useCreateFile();
  const [form, setForm] = useState({ name: '', url: '', mime: '', size: 0 as number | string, alt: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof form) => (value: string | number) => setForm((f) => ({ ...f, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { name: form.name, url: form.url.trim(), mime: form.mime, size: Number(form.size), ...(form.alt.trim() ? { alt: form.alt.trim() } : {}) };
    const checked = CreateFileBody.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    create.mutate(body, { onSuccess: () => (notifyDone('File record added'), onDone()) });
  };

  // The name and type follow from the URL when they are still empty.
  const fillFromUrl = () => {
    const last = form.url.split(/[?#]/)[0]?.split('/').pop() ?? '';
    if (!form.name && last) set('name')(decodeURIComponent(last));
    const ext = last.split('.').pop()?.toLowerCase();
    const guess: Record<string, string> = {
      jpg: 'image/jpeg',
      jpeg: 'image/jpeg',
      png: 'image/png',
      gif: 'image/gif',
      webp: 'image/webp',
      svg: 'image/svg+xml',
      pdf: 'application/pdf',
      mp4: 'video/mp4',
    };
    if (!form.mime && ext && guess[ext]) set('mime')(guess[ext]);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {create.isError && (
          <Alert color="red" role="alert">
            {errorText(create.error)}
          </Alert>
        )}
        <TextInput
          label="URL"
          type="url"
          required
          data-autofocus
          placeholder="https://…"
          value={form.url}
          error={errors.url}
          onChange={(e) => set('url')(e.currentTarget.value)}
          onBlur={fillFromUrl}
        />
        <TextInput label="Name" required value={form.name} error={errors.name} onChange={(e) => set('name')(e.currentTarget.value)} />
        <TextInput label="MIME type" required placeholder="image/jpeg" value={form.mime} error={errors.mime} onChange={(e) => set('mime')(e.currentTarget.value)} />
        <NumberInput label="Size (bytes)" required min={0} allowDecimal={false} allowNegative={false} value={form.size} error={errors.size} onChange={set('size')} />
        <TextInput label="Alternative text" description="Describes an image for people who cannot see it" value={form.alt} error={errors.alt} onChange={(e) => set('alt')(e.currentTarget.value)} />
        <Button type="submit" loading={create.isPending}>
          Add
        </Button>
      </Stack>
    </form>
  );
}
