'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invitationAcceptance, invitationItem, invitationsCollection } from '@/lib/domains/accounts/users/api';
import { call } from './call';
import { useListOf, useResourceMutation } from './crud';
import { adminKeys } from './query-keys';

// The site's open invitations. Keys: adminKeys.list(site, 'invitations', {query, path}).
export const useInvitations = (page: number) => useListOf('invitations', invitationsCollection.list, { query: { page, page_size: 50 } });

export const useInvite = () => useResourceMutation('invitations', (site, body: { email: string; role: number }) => call(invitationsCollection.create, { site, body }));

export const useRevokeInvitation = () => useResourceMutation('invitations', (site, id: string) => call(invitationItem.revoke, { site, params: { id } }));

// The invitation a mailed link names (its site's host and the role), for the signed-in user; the server
// refuses it for another address, or a used, revoked or expired link. Nothing changes by reading it.
export function useInvitationSummary(token: string, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.invitation(token),
    queryFn: ({ signal }) => call(invitationAcceptance.preview, { query: { token }, signal }),
    enabled: enabled && token !== '',
    retry: false,
  });
}

// Accepting is the signed-in account's own act on the platform host (no X-Site: the invitation names
// its site). Afterwards the list of the user's sites and their role there are read anew.
export function useAcceptInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => call(invitationAcceptance.accept, { body: { token } }),
    onSuccess: async (accepted) => {
      await client.invalidateQueries({ queryKey: adminKeys.sites() });
      await client.invalidateQueries({ queryKey: adminKeys.site(accepted.site.uid) });
      await client.invalidateQueries({ queryKey: adminKeys.me(accepted.site.uid) });
    },
  });
}
