'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';

// The ways into the admin besides the password: an emailed code, a social provider, a reset link.
// Every call is the public auth API on the platform host; a sign-in there sets the admin session.

export interface Provider {
  id: string;
  name: string;
  url: string;
}

export function useProviders() {
  return useQuery({ queryKey: ['auth-providers'], queryFn: async () => (await api<{ items: Provider[] }>('/auth/providers')).items, staleTime: 300_000 });
}

// Where a social sign-in comes back to: the admin page it started from.
export const providerHref = (provider: Provider, returnTo = '/admin') => `${provider.url}${provider.url.includes('?') ? '&' : '?'}return_to=${encodeURIComponent(returnTo)}`;

export const useRequestCode = () => useMutation({ mutationFn: (body: { email: string }) => api<{ text: string }>('/auth/login/code', { method: 'POST', body }) });

export function useVerifyCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; code: string }) => api('/auth/login/verify', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries(),
  });
}

export const useRequestReset = () => useMutation({ mutationFn: (body: { email: string }) => api<{ text: string }>('/auth/password/reset', { method: 'POST', body }) });

export function useConfirmReset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string; password: string }) => api('/auth/password/confirm', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries(),
  });
}

export function useConfirmEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string }) => api<{ text: string }>('/auth/email/confirm', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries(),
  });
}
