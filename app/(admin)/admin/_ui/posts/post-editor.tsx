'use client';
import { Alert, Anchor, Button, Grid, Group, MultiSelect, Select, Stack, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { CreatePostBody } from '@/lib/domains/content/posts/schemas';
import { fieldErrors } from '@/lib/admin/field-errors';
import { useFiles, type FileRecord } from '@/lib/admin/files';
import { MediaPreviews } from '../files/image-preview';
import { postUrl, useDeletePost, useSavePost, type Post, type PostInput } from '@/lib/admin/posts';
import { ROLE_NAMES } from '@/lib/admin/roles';
import { useSiteSettings } from '@/lib/admin/settings';
import { useAdminSite } from '@/lib/admin/site-context';
import { ConfirmButton } from '../confirm-button';
import { notifyDone, notifyFailed } from '../notify';
import { PageHeader } from '../page-header';
import { MarkdownPreview } from './markdown-preview';
import { StatusBadge, statusName } from './status-badge';

type Media = NonNullable<PostInput['media']>[number];

interface Form {
  title: string;
  body: string;
  status: string;
  tag: string;
  label: string;
  date: string;
  slug: string;
  media: Media[];
}

const FIELDS = ['title', 'body', 'status', 'tag', 'label', 'date', 'slug', 'media'] as const satisfies readonly (keyof Form)[];

const pad = (n: number) => String(n).padStart(2, '0');
// <input type="datetime-local"> speaks local time without a zone; the API stores an instant.
const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

const toForm = (post?: Post): Form => ({
  title: post?.title ?? '',
  body: post?.body ?? '',
  status: String(post?.status ?? 0),
  tag: post?.tag ?? '',
  label: post?.label ?? '',
  date: post ? toLocalInput(post.date) : '',
  slug: post?.slug ?? '',
  // Stored JSON, answered as JSON.
  media: (post?.media ?? []) as Media[],
});

// Media entries picked from the site's files are stored whole ({uid, name, url, mime, alt, and an
// image's width, height and version}) so a template can use `post.media[0].url` or
// `post.media[0] | image_tag` without another lookup; other entries are kept as they are.
const mediaUid = (m: unknown) => (m && typeof m === 'object' && typeof (m as { uid?: unknown }).uid === 'string' ? (m as { uid: string }).uid : null);
const mediaEntry = (f: FileRecord): Media => ({ uid: f.uid, name: f.name, url: f.url, mime: f.mime, alt: f.alt, ...(f.width ? { width: f.width, height: f.height, version: f.version } : {}) });

export function PostEditor({ post }: { post?: Post }) {
  const site = useAdminSite();
  const router = useRouter();
  const save = useSavePost();
  const remove = useDeletePost();
  const settings = useSiteSettings();
  const files = useFiles(1, 100);
  const [form, setForm] = useState<Form>(() => toForm(post));
  const [saved, setSaved] = useState<Post | undefined>(post);
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const canPublish = site.role >= 2;
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const list = `/admin/sites/${site.uid}/posts`;
  // A product's text is edited here too (its variants on its product screen): the screen says which
  // it is and where it lives, and leads back to the product.
  const product = post?.type === 'product';
  const noun = product ? 'product' : 'post';
  const Noun = product ? 'Product' : 'Post';
  const back = product && post ? { href: `/admin/sites/${site.uid}/products/${post.uid}`, label: 'Variants and prices' } : { href: list, label: 'All posts' };

  const body = (): PostInput => ({
    title: form.title,
    body: form.body,
    tag: form.tag.trim() || null,
    label: form.label.trim() || null,
    ...(form.date ? { date: new Date(form.date).toISOString() } : {}),
    ...(form.slug.trim() ? { slug: form.slug.trim() } : {}),
    ...(canPublish ? { status: Number(form.status) } : {}),
    media: form.media,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = body();
    // The API's own schema, so the form says exactly what the server would refuse.
    const checked = CreatePostBody.safeParse(input);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(
      { uid: saved?.uid, body: input },
      {
        onSuccess: (item) => {
          notifyDone(item.status === 1 ? `${Noun} saved and published` : `${Noun} saved`);
          setSaved(item);
          setForm(toForm(item));
          if (!saved) router.replace(`${list}/${item.uid}`);
        },
        onError: (err) => {
          // What the server refused marks its field, as the check above does; the rest is in the message.
          setErrors(fieldErrors(err, FIELDS));
          notifyFailed(err, `The ${noun} was not saved`);
        },
      },
    );
  };

  const pickedUids = form.media.map(mediaUid).filter((u): u is string => !!u);
  const fileOptions = [
    ...(files.data?.items ?? []).map((f) => ({ value: f.uid, label: f.name })),
    // Picked files not on the first page of files still show by name.
    ...form.media.flatMap((m) => {
      const uid = mediaUid(m);
      return uid && !files.data?.items.some((f) => f.uid === uid) ? [{ value: uid, label: String((m as { name?: unknown }).name ?? uid) }] : [];
    }),
  ];
  const pickMedia = (uids: string[]) =>
    set('media', [
      ...form.media.filter((m) => !mediaUid(m)),
      ...uids.flatMap((uid) => {
        const file = files.data?.items.find((f) => f.uid === uid);
        const kept = form.media.find((m) => mediaUid(m) === uid);
        return file ? [mediaEntry(file)] : kept !== undefined ? [kept] : [];
      }),
    ]);

  const statusOptions = [
    { value: '0', label: 'Draft' },
    { value: '1', label: 'Published' },
    ...(['0', '1'].includes(form.status) ? [] : [{ value: form.status, label: statusName(Number(form.status)) }]),
  ];
  const published = saved?.status === 1;
  const liveUrl = saved ? postUrl(site.origin, settings.data?.settings, saved) : '';

  return (
    <form onSubmit={submit} noValidate aria-label={saved ? `Edit ${noun}` : 'New post'}>
      <Stack>
        <PageHeader title={saved ? `Edit ${noun}` : 'New post'}>
          <Anchor component={Link} href={back.href} size="sm">
            {back.label}
          </Anchor>
          {saved && <StatusBadge status={saved.status} />}
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </PageHeader>
        {published && saved && (
          <Alert color="green" title="Published">
            Live at{' '}
            <Anchor href={liveUrl} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
              {liveUrl}
            </Anchor>
          </Alert>
        )}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack>
              <TextInput label="Title" required value={form.title} error={errors.title} onChange={(e) => set('title', e.currentTarget.value)} />
              <Tabs defaultValue="write" keepMounted={false}>
                <Tabs.List aria-label="Body">
                  <Tabs.Tab value="write">Write</Tabs.Tab>
                  <Tabs.Tab value="preview">Preview</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="write" pt="xs">
                  <Textarea
                    label="Body (Markdown)"
                    autosize
                    minRows={14}
                    maxRows={40}
                    value={form.body}
                    error={errors.body}
                    onChange={(e) => set('body', e.currentTarget.value)}
                    styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                  />
                </Tabs.Panel>
                <Tabs.Panel value="preview" pt="xs">
                  <MarkdownPreview body={form.body} title={`Preview of the ${noun} body`} />
                </Tabs.Panel>
              </Tabs>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack>
              {canPublish ? (
                <Select label="Status" data={statusOptions} value={form.status} onChange={(v) => set('status', v ?? '0')} allowDeselect={false} error={errors.status} />
              ) : (
                <Text size="sm" c="dimmed">
                  As a {ROLE_NAMES[site.role] ?? `role ${site.role}`} your posts are saved as drafts; a writer or above publishes them.
                </Text>
              )}
              <TextInput label="Date" type="datetime-local" description="Empty: now" value={form.date} error={errors.date} onChange={(e) => set('date', e.currentTarget.value)} />
              <TextInput label="Slug" description="Empty: made from the title" value={form.slug} error={errors.slug} onChange={(e) => set('slug', e.currentTarget.value)} />
              <TextInput label="Tag" value={form.tag} error={errors.tag} onChange={(e) => set('tag', e.currentTarget.value)} />
              <TextInput label="Label" value={form.label} error={errors.label} onChange={(e) => set('label', e.currentTarget.value)} />
              <MultiSelect
                label="Media"
                description={
                  files.isError ? `Files could not be loaded: ${files.error.message}` : files.data?.items.length === 0 ? 'This site has no files yet (add them under Files)' : 'From the site’s files'
                }
                placeholder={pickedUids.length ? undefined : 'Pick files'}
                data={fileOptions}
                value={pickedUids}
                onChange={pickMedia}
                searchable
                clearable
                clearButtonProps={{ 'aria-label': 'Remove all media' }}
                error={errors.media}
              />
              <MediaPreviews media={form.media} />
              <Group justify="space-between">
                <Button type="submit" loading={save.isPending}>
                  Save
                </Button>
                {saved && (
                  <ConfirmButton
                    label={`Delete ${noun} ${saved.title}`}
                    question={`The ${noun} disappears from the site and from lists. This cannot be undone here.`}
                    loading={remove.isPending}
                    onConfirm={() =>
                      remove.mutate(saved.uid, {
                        onSuccess: () => (notifyDone(`${Noun} deleted`), router.push(product ? `/admin/sites/${site.uid}/products` : list)),
                        onError: (err) => notifyFailed(err, `The ${noun} was not deleted`),
                      })
                    }
                  />
                )}
              </Group>
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </form>
  );
}
