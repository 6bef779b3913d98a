export const ROLE = { none: 0, customer: 1, writer: 2, marketer: 3, designer: 4, admin: 5, superAdmin: 7 } as const;

// Role of a user on a site: the membership role there; platform role 7+ carries across every site.
export function effectiveRole(membershipRole: number | null | undefined, platformRole: number): number {
  const carried = platformRole >= ROLE.superAdmin ? platformRole : 0;
  return Math.max(membershipRole ?? 0, carried);
}
