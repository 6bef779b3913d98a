'use client';
import { Badge, Button, Group, Modal, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { errorText } from '@/lib/admin/api';
import { fieldErrors } from '@/lib/admin/field-errors';
import { useAdminSite } from '@/lib/admin/site-context';
import { STARTERS } from '@/lib/admin/starters';
import { useCreateTemplate, useTemplates, type TemplateItem } from '@/lib/admin/templates';
import { RowsTable } from '../list-table';
import { ApplyThemeButton } from './apply-theme';
import { ExportThemeButton, ImportThemeButton } from './theme-archive';
import { startLoadingMonaco } from './editor/monaco';
import { EmptyState, ErrorState, Loading } from '../states';

const GROUPS = [
  { type: 'page', label: 'Pages' },
  { type: 'layout', label: 'Layouts' },
  { type: 'partial', label: 'Partials' },
  { type: 'asset', label: 'Assets' },
  { type: 'email', label: 'Emails' },
] as const;

export function TemplatesList() {
  const site = useAdminSite();
  const templates = useTemplates(site.uid);
  const [search, setSearch] = useState('');
  const [creating, { open, close }] = useDisclosure(false);
  // After the list is drawn, so the editor's code never delays it.
  useEffect(() => startLoadingMonaco(), []);
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (templates.data ?? []).filter((t) => !needle || t.title.toLowerCase().includes(needle) || (t.permalink ?? '').toLowerCase().includes(needle));
  }, [templates.data, search]);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h3">
          Templates
        </Title>
        <Group gap="xs">
          {site.role >= 3 && <ExportThemeButton siteUid={site.uid} />}
          {site.role >= 3 && <ImportThemeButton siteUid={site.uid} />}
          {site.role >= 5 && <ApplyThemeButton siteUid={site.uid} />}
          <Button onClick={open}>New template</Button>
        </Group>
      </Group>
      <TextInput label="Search templates" placeholder="Title or permalink" value={search} onChange={(e) => setSearch(e.currentTarget.value)} maw={360} />
      {templates.isPending ? (
        <Loading label="Loading templates…" />
      ) : templates.isError ? (
        <ErrorState error={templates.error} onRetry={() => templates.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState title={search ? 'No template matches' : 'No templates yet'}>{search ? 'Try another search.' : 'Create one from a starter.'}</EmptyState>
      ) : (
        GROUPS.map((group) => {
          const rows = shown.filter((t) => t.type === group.type);
          return rows.length === 0 ? null : <TemplateGroup key={group.type} label={group.label} rows={rows} siteUid={site.uid} />;
        })
      )}
      <Modal opened={creating} onClose={close} title="New template" closeButtonProps={{ 'aria-label': 'Close' }}>
        <CreateTemplateForm onDone={close} />
      </Modal>
    </Stack>
  );
}

function TemplateGroup({ label, rows, siteUid }: { label: string; rows: TemplateItem[]; siteUid: string }) {
  return (
    <section aria-label={label}>
      <Title order={2} size="h5" mb="xs">
        {label}
      </Title>
      <RowsTable
        rows={rows}
        minWidth={420}
        rowKey={(t) => t.uid}
        rowLink={{ href: (t) => `/admin/sites/${siteUid}/templates/${t.uid}` }}
        columns={[
          {
            label: 'Title',
            cell: (t) => t.title,
            badge: (t) =>
              (!t.published || t.draftBody !== null) && (
                <Badge size="xs" color="yellow">
                  {t.published ? 'unpublished draft' : 'draft'}
                </Badge>
              ),
          },
          {
            label: 'Permalink',
            cell: (t) => (
              <Text size="sm" ff="monospace">
                {t.permalink ?? '—'}
              </Text>
            ),
          },
          { label: 'Updated', cell: (t) => <Text size="sm">{new Date(t.updatedAt).toLocaleString()}</Text> },
        ]}
      />
    </section>
  );
}

const CREATE_FIELDS = ['title', 'permalink'] as const;

function CreateTemplateForm({ onDone }: { onDone: () => void }) {
  const site = useAdminSite();
  const create = useCreateTemplate(site.uid);
  const router = useRouter();
  const [starterKey, setStarterKey] = useState<string>(STARTERS[0]!.key);
  const starter = STARTERS.find((s) => s.key === starterKey) ?? STARTERS[0]!;
  const [title, setTitle] = useState('');
  const [permalink, setPermalink] = useState<string>(starter.permalink ?? '');
  const [errors, setErrors] = useState<Partial<Record<(typeof CREATE_FIELDS)[number], string>>>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    create.mutate(
      { title, type: starter.type, permalink: starter.type === 'page' || starter.type === 'asset' ? permalink || null : null, body: starter.body },
      {
        onSuccess: (item) => (onDone(), router.push(`/admin/sites/${site.uid}/templates/${item.uid}`)),
        // A permalink already in use is marked on its field, beside the message.
        onError: (err) => setErrors(fieldErrors(err, CREATE_FIELDS)),
      },
    );
  };
  return (
    <form onSubmit={submit}>
      <Stack>
        {create.isError && (
          <Text c="red" role="alert">
            {errorText(create.error)}
          </Text>
        )}
        <Select
          label="Starter"
          data={STARTERS.map((s) => ({ value: s.key, label: s.label }))}
          value={starterKey}
          allowDeselect={false}
          onChange={(v) => {
            const next = STARTERS.find((s) => s.key === v);
            if (!next) return;
            setStarterKey(next.key);
            setPermalink(next.permalink ?? '');
          }}
        />
        <TextInput
          label="Title"
          description={
            starter.type === 'layout' || starter.type === 'partial'
              ? 'Layouts and partials are found by title'
              : starter.type === 'email'
                ? 'email/login_code, email/password_reset, email/email_verify, email/email_change or email/email_changed'
                : undefined
          }
          required
          value={title}
          error={errors.title}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        {(starter.type === 'page' || starter.type === 'asset') && (
          <TextInput label="Permalink" required value={permalink} error={errors.permalink} onChange={(e) => setPermalink(e.currentTarget.value)} />
        )}
        <Button type="submit" loading={create.isPending}>
          Create
        </Button>
      </Stack>
    </form>
  );
}
