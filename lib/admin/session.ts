'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from './api';
import { adminKeys } from './query-keys';

export interface Me {
  uid: string;
  email: string;
  name: string;
  role: number;
  emailVerified?: boolean;
  hasPassword?: boolean;
}

// The signed-in user (null when signed out); with a site, the role there.
export function useMe(site: string | null = null) {
  return useQuery({
    queryKey: adminKeys.me(site),
    queryFn: async () => {
      try {
        return (await api<{ item: Me }>('/auth/me', { site: site ?? undefined })).item;
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) return null;
        throw err;
      }
    },
    staleTime: 30_000,
  });
}

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; password: string }) => api('/auth/login', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries(),
  });
}

// A new platform account (no site yet): the answer signs it in, as login does.
export function useSignUp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; email: string; password: string }) => api('/auth/signup', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries(),
  });
}

export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api('/auth/logout', { method: 'POST', body: {} }),
    // Nothing of the previous user may stay on screen.
    onSettled: () => client.clear(),
  });
}
