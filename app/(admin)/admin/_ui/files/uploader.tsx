'use client';
import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '@/lib/admin/api';
import { useUploadFile } from '@/lib/admin/uploads';
import { ALLOWED_KINDS_TEXT, UPLOAD_EXTENSIONS } from '@/lib/domains/content/storage/upload-kinds';
import { notifyDone } from '../notify';

interface Upload {
  id: number;
  name: string;
  fraction: number;
  error?: string;
  done?: boolean;
}

// The picker offers what the site may upload; the server decides (lib/domains/content/storage/upload-kinds.ts).
const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.join(',');

// Uploads chosen files one after another, each with its own progress bar; finished ones leave the list.
export function Uploader() {
  const upload = useUploadFile();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const patch = (id: number, change: Partial<Upload>) => setUploads((all) => all.map((u) => (u.id === id ? { ...u, ...change } : u)));

  const start = async (files: File[]) => {
    const batch = files.map((file, i) => ({ file, entry: { id: Date.now() + i, name: file.name, fraction: 0 } }));
    setUploads((all) => [...all, ...batch.map((b) => b.entry)]);
    for (const { file, entry } of batch) {
      try {
        await upload.mutateAsync({ file, onProgress: (fraction) => patch(entry.id, { fraction }) });
        patch(entry.id, { done: true, fraction: 1 });
        notifyDone(`${file.name} uploaded`);
        setTimeout(() => setUploads((all) => all.filter((u) => u.id !== entry.id)), 1500);
      } catch (err) {
        patch(entry.id, { error: errorText(err) });
      }
    }
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start">
        <Text size="xs" c="dimmed" style={{ flex: '1 1 16rem' }}>
          {ALLOWED_KINDS_TEXT}
        </Text>
        <FileButton onChange={(files) => files.length && void start(files)} multiple accept={UPLOAD_ACCEPT}>
          {(props) => <Button {...props}>Upload files</Button>}
        </FileButton>
      </Group>
      {uploads.map((u) => (
        <Stack key={u.id} gap={2} aria-label={`Upload of ${u.name}`}>
          <Group justify="space-between">
            <Text size="sm">{u.name}</Text>
            <Text size="xs" c={u.error ? 'red' : 'dimmed'}>
              {u.error ? 'Not uploaded' : u.done ? 'Uploaded' : `${Math.round(u.fraction * 100)} %`}
            </Text>
          </Group>
          {u.error && (
            <Text size="sm" c="red" role="alert">
              {u.error}
            </Text>
          )}
          <Progress value={u.fraction * 100} color={u.error ? 'red' : u.done ? 'green' : 'blue'} aria-label={`${u.name}: ${Math.round(u.fraction * 100)} % uploaded`} />
        </Stack>
      ))}
    </Stack>
  );
}
