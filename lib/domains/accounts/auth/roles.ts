export const ROLE = { none: 0, customer: 1, writer: 2, marketer: 3, designer: 4, admin: 5, superAdmin: 7 } as const;

// How a role is called to people (the admin, the invitation mail).
export const ROLE_NAMES: Record<number, string> = { 0: 'none', 1: 'customer', 2: 'writer', 3: 'marketer', 4: 'designer', 5: 'admin', 7: 'platform admin' };
export const roleName = (role: number): string => ROLE_NAMES[role] ?? `role ${role}`;

// Role of a user on a site: the membership role there; platform role 7+ carries across every site.
export function effectiveRole(membershipRole: number | null | undefined, platformRole: number): number {
  const carried = platformRole >= ROLE.superAdmin ? platformRole : 0;
  return Math.max(membershipRole ?? 0, carried);
}
