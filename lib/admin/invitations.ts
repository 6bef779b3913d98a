'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AcceptedView, InvitationPreview, InvitationView } from '@/lib/users/schemas';
import { api, query } from './api';
import { usePage, useResourceMutation } from './crud';
import { adminKeys } from './query-keys';

export type Invitation = InvitationView;
export type AcceptedInvitation = z.infer<typeof AcceptedView>;
export type InvitationSummary = z.infer<typeof InvitationPreview>;

// The site's open invitations. Keys: adminKeys.list(site, 'invitations', {page}).
export const useInvitations = (page: number) => usePage<Invitation>('invitations', '/users/invitations', { page, page_size: 50 });

export const useInvite = () => useResourceMutation('invitations', (site, body: { email: string; role: number }) => api<{ item: Invitation }>('/users/invitations', { site, method: 'POST', body }));

export const useRevokeInvitation = () =>
  useResourceMutation('invitations', (site, id: string) => api<{ item: Invitation }>(`/users/invitations/${encodeURIComponent(id)}`, { site, method: 'DELETE' }));

// The invitation a mailed link names (its site's host and the role), for the signed-in user; the server
// refuses it for another address, or a used, revoked or expired link. Nothing changes by reading it.
export function useInvitationSummary(token: string, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.invitation(token),
    queryFn: ({ signal }) => api<InvitationSummary>(`/users/invitations/accept${query({ token })}`, { signal }),
    enabled: enabled && token !== '',
    retry: false,
  });
}

// Accepting is the signed-in account's own act on the platform host (no X-Site: the invitation names
// its site). Afterwards the list of the user's sites and their role there are read anew.
export function useAcceptInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api<AcceptedInvitation>('/users/invitations/accept', { method: 'POST', body: { token } }),
    onSuccess: async (accepted) => {
      await client.invalidateQueries({ queryKey: adminKeys.sites() });
      await client.invalidateQueries({ queryKey: adminKeys.site(accepted.site.uid) });
      await client.invalidateQueries({ queryKey: adminKeys.me(accepted.site.uid) });
    },
  });
}
