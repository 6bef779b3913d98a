import type { UNIQUE_NAMES } from './unique.generated';

// The unique constraints that refuse duplicates. A write relies on them instead of reading first: two
// requests at once would both read "free", the database lets exactly one of them write. Names as
// PostgreSQL reports them; the schema declares its indexes under these names, and a primary key is
// `<table>_pkey`. Every name the schema declares is in the generated UNIQUE_NAMES
// (`npm run generate`): a new resource passes its constraint's name to refuseDuplicates as it is;
// these short names are the older resources'.
export const UNIQUE = {
  userEmail: 'users_email_unique',
  siteSubdomain: 'sites_subdomain_unique',
  activeDomain: 'site_domains_active',
  bitName: 'bits_site_name',
  redirectFrom: 'redirects_site_from',
  templateUid: 'templates_pkey',
  templatePermalink: 'templates_site_permalink_live',
  postUid: 'posts_pkey',
  postSlug: 'posts_site_slug_live',
  variantSku: 'variants_site_sku',
  userCart: 'carts_site_user',
  discountCode: 'discounts_site_code',
  openInvitation: 'invitations_site_email_open',
} as const satisfies Record<string, UniqueConstraint>;

export type UniqueConstraint = (typeof UNIQUE_NAMES)[number];

interface DriverError {
  code?: unknown;
  // PGlite's name for the violated constraint, and postgres-js's.
  constraint?: unknown;
  constraint_name?: unknown;
  cause?: unknown;
}

// The constraint a unique violation (SQLSTATE 23505) broke ('' when the driver does not say), or null
// for any other error. Drizzle wraps the driver's error as `cause`, a transaction may wrap it again.
export function uniqueViolation(err: unknown): string | null {
  let e: unknown = err;
  for (let depth = 0; depth < 4 && e !== null && typeof e === 'object'; depth++) {
    const { code, constraint, constraint_name, cause } = e as DriverError;
    if (code === '23505') {
      const name = constraint_name ?? constraint;
      return typeof name === 'string' ? name : '';
    }
    e = cause;
  }
  return null;
}

// Runs a write; a unique violation of a constraint named in `clashes` throws that clash's own error.
export async function refuseDuplicates<T>(write: () => Promise<T>, clashes: Partial<Record<UniqueConstraint, () => Error>>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const name = uniqueViolation(err);
    const clash = name && Object.hasOwn(clashes, name) ? clashes[name as UniqueConstraint] : undefined;
    throw clash ? clash() : err;
  }
}
