'use client';
import type { TEMPLATE_TYPES } from '@/lib/templates/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TemplateView } from '@/lib/templates/schemas';
import { api, ApiError, query } from './api';
import { adminKeys } from './query-keys';

export type TemplateItem = TemplateView & { version: number };
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

export interface Diagnostic {
  message: string;
  line: number | null;
  column?: number | null;
  code?: string;
  frame?: string;
  suggestion?: string;
}
export interface Validation {
  ok: boolean;
  errors: Diagnostic[];
  warnings: Diagnostic[];
}
export interface TemplateVersion {
  version: number;
  title: string;
  permalink: string | null;
  type: string;
  published: boolean;
  authorUid: string | null;
  createdAt: string;
  size: number;
  body?: string;
}

// What the editor opens: a draft kept beside the live body (saved with "Save as draft"), else the body.
export const editableBody = (t: Pick<TemplateView, 'body' | 'draftBody'>) => t.draftBody ?? t.body;

// The parse errors of a publish the server refused (422 with `errors`, CONTRACT 3a), for the problems list.
export function refusedProblems(err: unknown): Diagnostic[] | null {
  if (!(err instanceof ApiError) || err.status !== 422 || !Array.isArray(err.data.errors)) return null;
  return (err.data.errors as Diagnostic[]).map((d) => ({ message: d.message, line: d.line, column: d.column, code: d.code }));
}

// Warnings that name a layout or partial the site has not published: a publish asks first.
export const missingTemplates = (validation: Validation | undefined) => validation?.warnings.filter((w) => w.code === 'missing-layout' || w.code === 'missing-partial') ?? [];

export function useTemplates(site: string) {
  return useQuery({
    queryKey: adminKeys.list(site, 'templates'),
    queryFn: async () => (await api<{ items: TemplateItem[] }>(`/templates${query({ page_size: 100 })}`, { site })).items,
  });
}

export function useTemplate(site: string, uid: string) {
  return useQuery({
    queryKey: adminKeys.item(site, 'templates', uid),
    queryFn: async () => (await api<{ item: TemplateItem }>(`/templates/${encodeURIComponent(uid)}`, { site })).item,
    staleTime: Infinity, // the editor owns the body while it is open; saves write the cache
  });
}

export function useCreateTemplate(site: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { title: string; type: TemplateType; permalink?: string | null; body: string }) => (await api<{ item: TemplateItem }>('/templates', { site, method: 'POST', body })).item,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.resource(site, 'templates') }),
  });
}

// A save names the version it started from: a stale one answers 409 with the current template.
export function useSaveTemplate(site: string, uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { body: string; baseVersion: number; title?: string; permalink?: string | null; published?: false }) =>
      (await api<{ item: TemplateItem }>(`/templates/${encodeURIComponent(uid)}`, { site, method: 'PUT', body })).item,
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
    queryFn: ({ signal }) => api<Validation>('/templates/validate', { site, method: 'POST', body: { body: body ?? '', type, uid }, signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 5_000,
  });
}

export function useVersions(site: string, uid: string, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.sub(site, 'templates', uid, 'versions'),
    queryFn: async () => (await api<{ items: TemplateVersion[] }>(`/templates/${encodeURIComponent(uid)}/versions`, { site })).items,
    enabled,
  });
}

export function useVersion(site: string, uid: string, version: number | null) {
  return useQuery({
    queryKey: adminKeys.sub(site, 'templates', uid, `version:${version}`),
    queryFn: async () => (await api<{ item: TemplateVersion }>(`/templates/${encodeURIComponent(uid)}/versions/${version}`, { site })).item,
    enabled: version !== null,
    staleTime: Infinity,
  });
}

export function useRestoreVersion(site: string, uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ version, baseVersion }: { version: number; baseVersion: number }) =>
      (await api<{ item: TemplateItem }>(`/templates/${encodeURIComponent(uid)}/versions/${version}/restore`, { site, method: 'POST', body: { baseVersion } })).item,
    onSuccess: (item) => {
      client.setQueryData(adminKeys.item(site, 'templates', uid), item);
      void client.invalidateQueries({ queryKey: adminKeys.resource(site, 'templates') });
    },
  });
}

// A short-lived token that lets the site host render a preview as this user (never a session).
export async function previewTarget(site: string): Promise<{ token: string; action: string }> {
  return api<{ token: string; action: string }>('/templates/preview-token', { site, method: 'POST', body: {} });
}
