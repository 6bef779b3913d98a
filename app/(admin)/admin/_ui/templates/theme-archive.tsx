'use client';
import { Alert, Button, Checkbox, FileInput, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { ApiError, errorText } from '@/lib/admin/api';
import { downloadTheme, useImportTheme } from '@/lib/admin/themes';
import { CLOSE, notifyDone } from '../notify';

// The site's whole theme as one zip (the folder the CLI pulls: README, "Local development").
export function ExportThemeButton({ siteUid }: { siteUid: string }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const run = () => {
    setBusy(true);
    setFailed(null);
    downloadTheme(siteUid)
      .then((name) => notifyDone(`Theme saved as ${name}`))
      .catch((err: unknown) => setFailed(errorText(err)))
      .finally(() => setBusy(false));
  };
  return (
    <>
      <Button variant="default" onClick={run} loading={busy}>
        Export theme
      </Button>
      {failed && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setFailed(null)}>
          {failed}
        </Alert>
      )}
    </>
  );
}

// A theme archive written to the site, all or nothing: drafts unless the owner asks to publish.
export function ImportThemeButton({ siteUid }: { siteUid: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [file, setFile] = useState<File | null>(null);
  const [publish, setPublish] = useState(false);
  const importing = useImportTheme(siteUid);
  const problems = importing.error instanceof ApiError && Array.isArray(importing.error.data.problems) ? importing.error.data.problems.filter((p): p is string => typeof p === 'string') : [];
  const done = () => {
    if (!file) return;
    importing.mutate(
      { file, publish },
      {
        onSuccess: (r) => {
          notifyDone(`Theme imported${r.published ? '' : ' as drafts'}: ${r.templates.created} created, ${r.templates.updated} updated, ${r.templates.unchanged} unchanged`);
          close();
        },
      },
    );
  };
  return (
    <>
      <Button variant="default" onClick={open}>
        Import theme
      </Button>
      <Modal closeButtonProps={CLOSE} opened={opened} onClose={close} title="Import a theme" size="lg">
        <Stack>
          <Text size="sm">A zip of a theme folder (what Export theme saves, or a folder from the command line). Every file is checked first: if one fails, nothing is imported.</Text>
          {importing.isError && (
            <Alert color="red" role="alert">
              {errorText(importing.error)}
              {problems.length > 0 && (
                <List size="sm" mt="xs">
                  {problems.map((p) => (
                    <List.Item key={p}>{p}</List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )}
          <FileInput label="Theme archive (.zip)" accept=".zip,application/zip" value={file} onChange={setFile} clearable />
          <Checkbox
            label="Publish it: the templates go live, with the theme's bits and redirects"
            description="Without it every template becomes a draft to review, and the live site does not change."
            checked={publish}
            onChange={(e) => setPublish(e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={done} disabled={!file} loading={importing.isPending}>
              {publish ? 'Import and publish' : 'Import as drafts'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
