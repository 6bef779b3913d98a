'use client';
import { Alert, Anchor, Badge, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type * as MonacoNs from 'monaco-editor';
import Link from 'next/link';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorText } from '@/lib/admin/api';
import { useManifest } from '@/lib/admin/manifest';
import { adminKeys } from '@/lib/admin/query-keys';
import { useAdminSite } from '@/lib/admin/site-context';
import { useLocalDraft } from '@/lib/admin/local-draft';
import { editableBody, missingTemplates, refusedProblems, useSaveTemplate, useTemplate, useValidation, type Diagnostic, type TemplateItem } from '@/lib/admin/templates';
import { ErrorState, Loading } from '../../states';
import { UnsavedChangesGuard } from '../../unsaved-changes-modal';
import { ConflictModal } from './conflict-modal';
import { useEditorText } from './editor-text';
import { HistoryDrawer } from './history-drawer';
import { registerLiquidHelp, showDiagnostics } from './liquid-language';
import { Editor, startLoadingMonaco, type Monaco } from './monaco';
import { PreviewPane } from './preview-pane';
import { Problems } from './problems';
import { LocalDraftOffer, PublishConfirm, SaveActions } from './save-bar';
import { useTemplateHelp } from './use-template-help';

const VALIDATE_DEBOUNCE_MS = 200;

// As soon as this screen's code arrives: Monaco downloads alongside the template's query.
startLoadingMonaco();

const pagePath = (t: TemplateItem) => (t.permalink === '/index' ? '/' : t.permalink);

export function TemplateEditor({ uid }: { uid: string }) {
  const site = useAdminSite();
  const template = useTemplate(site.uid, uid);
  if (template.isPending) return <Loading label="Loading the template…" />;
  if (template.isError) return <ErrorState error={template.error} onRetry={() => template.refetch()} />;
  return <EditorScreen key={template.data.uid} template={template.data} />;
}

function EditorScreen({ template }: { template: TemplateItem }) {
  const site = useAdminSite();
  const client = useQueryClient();
  const manifest = useManifest();
  const save = useSaveTemplate(site.uid, template.uid);
  // Parse errors of a publish the server refused (422), shown until the body changes.
  const [refused, setRefused] = useState<{ body: string; errors: Diagnostic[] } | null>(null);
  const [confirming, setConfirming] = useState<Diagnostic[]>([]);
  const [conflict, setConflict] = useState<TemplateItem | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [lastSaved, setLastSaved] = useState<TemplateItem | null>(null);
  const [pane, setPane] = useState<'editor' | 'preview'>('editor');
  const wide = useMediaQuery('(min-width: 62em)', true);
  const monacoRef = useRef<Monaco | null>(null);
  const editorRef = useRef<MonacoNs.editor.IStandaloneCodeEditor | null>(null);
  const [mounted, setMounted] = useState(false);
  const { body, setBody, onModelChange } = useEditorText(editableBody(template), editorRef, mounted);
  const readEditorText = useCallback(() => editorRef.current?.getModel()?.getValue(), []);
  // The preview pane beside the editor (wide screens) can be folded away; remembered per browser.
  const [previewShown, setPreviewShown] = useLocalStorage({ key: 'admin.editor.preview', defaultValue: true });
  useTemplateHelp(site.uid, monacoRef, mounted, manifest.data);
  const [debounced] = useDebouncedValue(body, VALIDATE_DEBOUNCE_MS);
  const validation = useValidation(site.uid, template.uid, debounced, template.type);
  const dirty = body !== editableBody(template);
  const localDraft = useLocalDraft(site.uid, template.uid, template.version, body, editableBody(template), readEditorText);
  const problems = refused?.body === body ? { ok: false, errors: refused.errors, warnings: validation.data?.warnings ?? [] } : validation.data;
  const blockingError = problems?.errors[0];

  useEffect(() => {
    const monaco = monacoRef.current;
    const model = editorRef.current?.getModel();
    if (monaco && model && validation.data) showDiagnostics(monaco, model, validation.data.errors, validation.data.warnings);
  }, [validation.data, mounted]);

  useEffect(() => {
    if (monacoRef.current && manifest.data) registerLiquidHelp(monacoRef.current, manifest.data);
  }, [manifest.data, mounted]);

  const doSave = (text: string, baseVersion: number, asDraft = false) =>
    save.mutate(
      { body: text, baseVersion, ...(asDraft ? { published: false as const } : {}) },
      {
        onSuccess: (item) => {
          const live = item.published && item.draftBody === null;
          setConflict(null);
          setRefused(null);
          setLastSaved(item);
          localDraft.clear();
          notifications.show({
            color: live ? 'teal' : 'yellow',
            title: live ? 'Live' : 'Saved as a draft',
            message: live ? `Version ${item.version} is serving now.` : item.published ? 'The live page is unchanged until you save to publish.' : 'A role 3+ member must save it to publish.',
          });
        },
        onError: (err) => {
          const errors = refusedProblems(err);
          if (err instanceof ApiError && err.status === 409 && err.data.item) setConflict(err.data.item as TemplateItem);
          else if (errors) setRefused({ body: text, errors });
          else notifications.show({ color: 'red', title: 'Not saved', message: errorText(err) });
        },
      },
    );
  // Publishing asks first when the body names a layout or partial the site has not published.
  const publish = () => {
    if (blockingError) return;
    const missing = missingTemplates(problems);
    if (missing.length > 0) setConfirming(missing);
    else doSave(body, template.version);
  };
  const saveRef = useRef(() => {});
  // The Ctrl+S command is bound once at mount: it calls through the ref, refreshed after each render.
  useEffect(() => {
    saveRef.current = publish;
  });

  const jump = (line: number, column: number) => {
    editorRef.current?.revealLineInCenter(line);
    editorRef.current?.setPosition({ lineNumber: line, column });
    editorRef.current?.focus();
  };

  // A did-you-mean warning's quick fix: the misspelt word at its position becomes the suggested name.
  const fix = (d: Diagnostic) => {
    const editor = editorRef.current;
    const model = editor?.getModel();
    if (!editor || !model || !d.line || !d.column || !d.suggestion) return;
    const word = model.getWordAtPosition({ lineNumber: d.line, column: d.column });
    if (!word) return;
    editor.executeEdits('quick-fix', [{ range: { startLineNumber: d.line, endLineNumber: d.line, startColumn: word.startColumn, endColumn: word.endColumn }, text: d.suggestion }]);
    editor.focus();
  };

  const path = pagePath(template);
  const liveUrl = lastSaved?.published && lastSaved.draftBody === null && path && template.type === 'page' ? `${site.origin}${path}` : null;

  const editor = (
    <Stack gap="xs" style={{ height: '100%', minHeight: 0 }}>
      <div style={{ flex: 1, minHeight: 320, border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8, overflow: 'hidden' }} data-testid="editor">
        <Editor
          defaultValue={editableBody(template)}
          language="liquid"
          onChange={onModelChange}
          onMount={(ed, monaco) => {
            editorRef.current = ed;
            monacoRef.current = monaco;
            ed.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyS, () => saveRef.current());
            setMounted(true);
          }}
          loading={<Loading label="Loading the editor…" />}
          // Hovers and suggestions are drawn outside the editor's box (fixed), so its edge never clips them.
          options={{
            minimap: { enabled: false },
            wordWrap: 'on',
            fontSize: 14,
            automaticLayout: true,
            ariaLabel: `Template ${template.title}`,
            scrollBeyondLastLine: false,
            tabSize: 2,
            fixedOverflowWidgets: true,
          }}
        />
      </div>
      <Paper withBorder p="xs" mah={160} style={{ overflow: 'auto' }}>
        <Problems validation={problems} onJump={jump} onFix={fix} />
      </Paper>
    </Stack>
  );

  return (
    <Stack gap="sm" style={{ height: 'calc(100dvh - 56px - 2 * var(--mantine-spacing-md))' }}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="wrap">
          <Anchor component={Link} href={`/admin/sites/${site.uid}/templates`} size="sm">
            Templates
          </Anchor>
          <Title order={1} size="h4">
            {template.title}
          </Title>
          <Badge variant="light">{template.type}</Badge>
          {template.permalink && (
            <Text size="sm" ff="monospace">
              {template.permalink}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            version {template.version}
          </Text>
          {(!template.published || template.draftBody !== null) && <Badge color="yellow">{template.published ? 'unpublished draft' : 'draft'}</Badge>}
          {dirty && (
            <Badge color="gray" variant="outline">
              unsaved
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          {wide && (
            <Button variant="subtle" onClick={() => setPreviewShown((v) => !v)} aria-pressed={!previewShown} data-testid="toggle-preview">
              {previewShown ? 'Hide preview' : 'Show preview'}
            </Button>
          )}
          <Button variant="default" onClick={() => setHistoryOpen(true)}>
            History
          </Button>
          <SaveActions
            error={blockingError}
            saving={save.isPending}
            nothingToPublish={!dirty && !!lastSaved && template.published && template.draftBody === null}
            nothingToDraft={!dirty}
            onPublish={publish}
            onDraft={() => doSave(body, template.version, true)}
          />
        </Group>
      </Group>
      {localDraft.offer && (
        <LocalDraftOffer
          draft={localDraft.offer}
          version={template.version}
          onRecover={() => {
            setBody(localDraft.offer!.body);
            localDraft.recovered();
          }}
          onDiscard={localDraft.discard}
        />
      )}
      {liveUrl && !dirty && (
        <Alert color="teal" py={6} data-testid="live">
          Live:{' '}
          <Anchor href={liveUrl} target="_blank" rel="noopener noreferrer">
            {liveUrl}
          </Anchor>
        </Alert>
      )}
      {!wide && (
        <SegmentedControl
          value={pane}
          onChange={(v) => setPane(v)}
          data={[
            { value: 'editor', label: 'Editor' },
            { value: 'preview', label: 'Preview' },
          ]}
        />
      )}
      <div style={{ display: 'grid', gridTemplateColumns: wide && previewShown ? 'minmax(0, 1fr) minmax(0, 1fr)' : 'minmax(0, 1fr)', gap: 12, flex: 1, minHeight: 0 }}>
        <div style={{ display: wide || pane === 'editor' ? 'block' : 'none', minHeight: 0 }}>{editor}</div>
        <div style={{ display: (wide && previewShown) || (!wide && pane === 'preview') ? 'block' : 'none', minHeight: 0 }} data-testid="preview-pane">
          <PreviewPane site={site.uid} uid={template.uid} body={body} type={template.type} permalink={template.permalink} />
        </div>
      </div>
      <UnsavedChangesGuard dirty={dirty} what="edits to this template" />
      <PublishConfirm
        missing={confirming}
        onCancel={() => setConfirming([])}
        onConfirm={() => {
          setConfirming([]);
          doSave(body, template.version);
        }}
      />
      {conflict && (
        <ConflictModal
          current={conflict}
          mine={body}
          saving={save.isPending}
          onClose={() => setConflict(null)}
          onSaveMerged={(merged) => {
            setBody(merged);
            doSave(merged, conflict.version);
          }}
          onTakeTheirs={() => {
            client.setQueryData(adminKeys.item(site.uid, 'templates', template.uid), conflict);
            setBody(editableBody(conflict));
            setConflict(null);
          }}
        />
      )}
      <HistoryDrawer
        site={site.uid}
        template={template}
        opened={historyOpen}
        onClose={() => setHistoryOpen(false)}
        onRestored={(item) => {
          setBody(item.body);
          setLastSaved(item);
          notifications.show({ color: 'teal', title: 'Restored', message: `Version ${item.version} is serving now.` });
        }}
      />
    </Stack>
  );
}
