'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { templateItem, templatePreviewToken, TemplateProblem, templateRestore, templatesCollection, templateValidation, templateVersion, templateVersions } from '@/lib/domains/content/templates/api';
import { TEMPLATE_TYPES, type TemplateVersionSummary, type TemplateView } from '@/lib/domains/content/templates/schemas';
import { ApiError } from './api';
import { call } from './call';
import { adminKeys } from './query-keys';

export type TemplateItem = TemplateView;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

export interface Diagnostic {
  message: string;
  line: number | null;
  column?: number | null;
  code?: string;
  frame?: string | null;
  suggestion?: string;
}
export interface Validation {
  ok: boolean;
  errors: Diagnostic[];
  warnings: Diagnostic[];
}
// A row of the history (no body), or one version opened (with its body).
export type TemplateVersion = TemplateVersionSummary & { body?: string };

// What the editor opens: a draft kept beside the live body (saved with "Save as draft"), else the body.
export const editableBody = (t: Pick<TemplateView, 'body' | 'draftBody'>) => t.draftBody ?? t.body;

// The parse errors of a publish the server refused (422 with `errors`, docs/behaviours.md#B-live-parses), for the problems list.
export function refusedProblems(err: unknown): Diagnostic[] | null {
  if (!(err instanceof ApiError) || err.status !== 422) return null;
  const errors = TemplateProblem.array().safeParse(err.data.errors);
  return errors.success ? errors.data.map((d) => ({ message: d.message, line: d.line, column: d.column, code: d.code })) : null;
}

// Warnings that name a layout or partial the site has not published: a publish asks first.
export const missingTemplates = (validation: Validation | undefined) => validation?.warnings.filter((w) => w.code === 'missing-layout' || w.code === 'missing-partial') ?? [];

export function useTemplates(site: string) {
  return useQuery({
    queryKey: adminKeys.list(site, 'templates'),
    queryFn: async () => (await call(templatesCollection.list, { site, query: { page: 1, page_size: 100 } })).items,
  });
}

export function useTemplate(site: string, uid: string) {
  return useQuery({
    queryKey: adminKeys.item(site, 'templates', uid),
    queryFn: async () => (await call(templateItem.read, { site, params: { uid } })).item,
    staleTime: Infinity, // the editor owns the body while it is open; saves write the cache
  });
}

export function useCreateTemplate(site: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { title: string; type: TemplateType; permalink?: string | null; body: string }) => (await call(templatesCollection.create, { site, body })).item,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.resource(site, 'templates') }),
  });
}

// A save names the version it started from: a stale one answers 409 with the current template.
export function useSaveTemplate(site: string, uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { body: string; baseVersion: number; title?: string; permalink?: string | null; published?: false }) =>
      (await call(templateItem.replace, { site, params: { uid }, body })).item,
    onSuccess: (item) => {
      client.setQueryData(adminKeys.item(site, 'templates', uid), item);
      void client.invalidateQueries({ queryKey: adminKeys.list(site, 'templates') });
      void client.invalidateQueries({ queryKey: adminKeys.sub(site, 'templates', uid, 'versions') });
    },
  });
}

export function useValidation(site: string, uid: string, body: string | null, type: string | undefined) {
  return useQuery({
    queryKey: adminKeys.sub(site, 'templates', uid, `validate:${type}:${body}`),
    queryFn: ({ signal }): Promise<Validation> => call(templateValidation.validate, { site, body: { body: body ?? '', type: TEMPLATE_TYPES.find((t) => t === type), uid }, signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 5_000,
  });
}

export function useVersions(site: string, uid: string, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.sub(site, 'templates', uid, 'versions'),
    queryFn: async (): Promise<TemplateVersion[]> => (await call(templateVersions.list, { site, params: { uid } })).items,
    enabled,
  });
}

export function useVersion(site: string, uid: string, version: number | null) {
  return useQuery({
    queryKey: adminKeys.sub(site, 'templates', uid, `version:${version}`),
    queryFn: async (): Promise<TemplateVersion> => (await call(templateVersion.read, { site, params: { uid, version: String(version) } })).item,
    enabled: version !== null,
    staleTime: Infinity,
  });
}

export function useRestoreVersion(site: string, uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ version, baseVersion }: { version: number; baseVersion: number }) =>
      (await call(templateRestore.restore, { site, params: { uid, version: String(version) }, body: { baseVersion } })).item,
    onSuccess: (item) => {
      client.setQueryData(adminKeys.item(site, 'templates', uid), item);
      void client.invalidateQueries({ queryKey: adminKeys.resource(site, 'templates') });
    },
  });
}

// A short-lived token that lets the site host render a preview as this user (never a session).
export async function previewTarget(site: string): Promise<{ token: string; action: string }> {
  return call(templatePreviewToken.issue, { site });
}
