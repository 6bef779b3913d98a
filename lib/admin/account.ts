'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import { adminKeys } from './query-keys';

// The signed-in person's own account: name, email (changed only once the new address is proven),
// password, sign-out everywhere, deletion.

export interface AccountChange {
  name?: string;
  email?: string;
  password?: string;
  currentPassword?: string;
}

export function useUpdateAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountChange) => api<{ text?: string; pendingEmail?: string }>('/auth/me', { method: 'PATCH', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.me(null) }),
  });
}

export const useRequestVerification = () => useMutation({ mutationFn: () => api<{ text: string }>('/auth/email/verify', { method: 'POST', body: {} }) });

// Both end the session on this browser too: nothing of the account may stay on screen.
export function useSignOutEverywhere() {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => api('/auth/logout', { method: 'POST', body: { everywhere: true } }), onSettled: () => client.clear() });
}

export function useDeleteAccount() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (body: { password?: string }) => api('/auth/me', { method: 'DELETE', body }), onSuccess: () => client.clear() });
}
