'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OkData } from '@/lib/api/define';
import type { authMe } from '@/lib/domains/accounts/auth/api';
import { api, ApiError } from './api';
import { callLazily } from './call';
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
        // A path, not the declaration: every admin page asks this first, and the declaration would put
        // zod in the first load (callLazily).
        return (await api<OkData<typeof authMe.read>>('/auth/me', { site: site ?? undefined })).item;
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
    mutationFn: (body: { email: string; password: string }) => callLazily(() => import('@/lib/domains/accounts/auth/api').then((m) => m.authLogin.login), { body }),
    onSuccess: () => client.invalidateQueries(),
  });
}

// A new platform account (no site yet): the answer signs it in, as login does.
export function useSignUp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; email: string; password: string }) => callLazily(() => import('@/lib/domains/accounts/auth/api').then((m) => m.authSignup.signup), { body }),
    onSuccess: () => client.invalidateQueries(),
  });
}

export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callLazily(() => import('@/lib/domains/accounts/auth/api').then((m) => m.authLogout.logout), { body: {} }),
    // Nothing of the previous user may stay on screen.
    onSettled: () => client.clear(),
  });
}
