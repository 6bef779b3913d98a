'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEmailVerify, authLogout, authMe } from '@/lib/domains/accounts/auth/api';
import { call } from './call';
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
    mutationFn: (body: AccountChange) => call(authMe.update, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.me(null) }),
  });
}

export const useRequestVerification = () => useMutation({ mutationFn: () => call(authEmailVerify.request, {}) });

// Both end the session on this browser too: nothing of the account may stay on screen.
export function useSignOutEverywhere() {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => call(authLogout.logout, { body: { everywhere: true } }), onSettled: () => client.clear() });
}

export function useDeleteAccount() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (body: { password?: string }) => call(authMe.remove, { body }), onSuccess: () => client.clear() });
}
