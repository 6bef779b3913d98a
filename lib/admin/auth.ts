'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OkData } from '@/lib/api/define';
import type { authProviders } from '@/lib/domains/accounts/auth/api';
import { api } from './api';
import { callLazily } from './call';

// The ways into the admin besides the password: an emailed code, a social provider, a reset link.
// Every call is the public auth API on the platform host; a sign-in there sets the admin session.

export interface Provider {
  id: string;
  name: string;
  url: string;
}

export function useProviders() {
  // A path, not the declaration: the sign-in page asks it on load (see useMe).
  return useQuery({ queryKey: ['auth-providers'], queryFn: async () => (await api<OkData<typeof authProviders.list>>('/auth/providers')).items, staleTime: 300_000 });
}

// Where a social sign-in comes back to: the admin page it started from.
export const providerHref = (provider: Provider, returnTo = '/admin') => `${provider.url}${provider.url.includes('?') ? '&' : '?'}return_to=${encodeURIComponent(returnTo)}`;

export const useRequestCode = () =>
  useMutation({ mutationFn: (body: { email: string }) => callLazily(() => import('@/lib/domains/accounts/auth/api').then((m) => m.authLoginCode.request), { body }) });

export function useVerifyCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; code: string }) => callLazily(() => import('@/lib/domains/accounts/auth/api').then((m) => m.authLoginVerify.verify), { body }),
    onSuccess: () => client.invalidateQueries(),
  });
}

export const useRequestReset = () =>
  useMutation({ mutationFn: (body: { email: string }) => callLazily(() => import('@/lib/domains/accounts/auth/api').then((m) => m.authPasswordReset.request), { body }) });

export function useConfirmReset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string; password: string }) => callLazily(() => import('@/lib/domains/accounts/auth/api').then((m) => m.authPasswordConfirm.confirm), { body }),
    onSuccess: () => client.invalidateQueries(),
  });
}

export function useConfirmEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string }) => callLazily(() => import('@/lib/domains/accounts/auth/api').then((m) => m.authEmailConfirm.confirm), { body }),
    onSuccess: () => client.invalidateQueries(),
  });
}
