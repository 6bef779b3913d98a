import { siteHostOf } from '@/lib/shared/tenancy/canonical-origin';
import type { Session } from '@/lib/domains/accounts/auth/session';
import type { SiteRef } from '@/lib/shared/tenancy/site-lookup';
import type { TemplateRecord } from '@/lib/domains/content/templates/reads';

export interface RequestFacts {
  path: string;
  query: URLSearchParams;
  // The site's canonical origin (lib/shared/tenancy/canonical-origin.ts), not what the request claimed.
  origin: string;
  // The `cart_id` cookie (a session cart's id), when the request carried one: such a request is
  // never served from nor stored in the page cache (lib/pages/serve.ts).
  cartId?: string | null;
}

// `cart` is read lazily: a render that never reads it costs no query. liquidjs calls a function-valued
// property when a template reads it, and the render loop awaits the promise (lib/liquid/run.ts).
export type CartVariable = () => Promise<unknown>;
const emptyCart = Object.freeze({ id: null, items: Object.freeze([]), currency: '', subtotal: 0, count: 0, updatedAt: null });
const noCart: CartVariable = async () => emptyCart;

// The top-level objects a template can read. Only the caller's own name, uid and role: never a
// password hash, an email of someone else, or a site secret.
export function pageContext(
  site: SiteRef,
  template: TemplateRecord,
  session: Session | null,
  request: RequestFacts,
  params: Record<string, string> = {},
  bits: Record<string, unknown> = {},
  plugin: Record<string, unknown> = {},
  cart: CartVariable = noCart,
) {
  const query = Object.fromEntries(request.query);
  const base = request.origin;
  return {
    current_user: session ? { uid: session.user.uid, name: session.user.name, role: session.role } : null,
    site: {
      uid: site.uid,
      name: site.name,
      subdomain: site.subdomain,
      host: siteHostOf(site),
      url: base,
      settings: site.settings,
    },
    page: { uid: template.uid, title: template.title, permalink: template.permalink, type: template.type },
    template: { uid: template.uid, title: template.title, permalink: template.permalink, type: template.type },
    request: { path: request.path, query, host: new URL(base).host, url: `${base}${request.path}` },
    // Named segments of a pattern permalink (`/blog/:slug`), over the query string's values.
    params: { ...query, ...params },
    bits,
    plugin,
    cart,
  };
}

// Names for the manifest; a unit test holds them equal to the keys pageContext builds.
export const CONTEXT_VARIABLES = ['current_user', 'site', 'page', 'template', 'request', 'params', 'bits', 'plugin', 'cart'] as const;

// What each one holds, for the manifest's docs (a unit test holds the keys to CONTEXT_VARIABLES).
export const CONTEXT_DOCS: Record<(typeof CONTEXT_VARIABLES)[number], string> = {
  current_user: 'The signed-in visitor ({uid, name, role} on this site), or nil. A page rendered for someone is never cached.',
  site: 'This site: uid, name, subdomain, host, url (its canonical origin) and settings.',
  page: 'The template being rendered: uid, title, permalink, type.',
  template: 'Same as page.',
  request: 'The request: path, query (an object), host and url (from the canonical origin, never from request headers).',
  params: "Named segments of a pattern permalink (`/blog/:slug` gives params.slug), over the query string's values.",
  bits: "The site's bits by name (named snippets and values).",
  plugin: "What the site's pre_render plugins returned for this render, merged into one object (empty without such plugins).",
  cart: "The visitor's cart: {id, items: [{variantId, quantity, sku, title, productTitle, postUid, unitPrice, lineTotal, stock, available}], currency, subtotal, discountCode, discount, discountReason, total, count, updatedAt}, priced from the current variant prices (amounts in minor units: use `money`). The signed-in visitor's own cart, else the session cart of the `cart_id` cookie; an empty cart (id nil, no items, count 0) otherwise. A request carrying `cart_id` is never served from or stored in the page cache.",
};

// The members of each object variable, for the editor's completion after `site.`, `page.`, ... (a unit
// test holds them to what pageContext builds). `cart.items` names the shape of one cart line.
export const CONTEXT_MEMBERS: Record<string, Record<string, string>> = {
  current_user: { uid: "The visitor's account uid.", name: "The visitor's name.", role: 'Their role on this site (0 for a visitor without one).' },
  site: {
    uid: "The site's uid.",
    name: "The site's name.",
    subdomain: 'Its subdomain on the platform.',
    host: 'Its canonical host (a verified custom domain, else the platform subdomain).',
    url: 'Its canonical origin, such as https://example.com.',
    settings: "The site's public settings (currency, postPath, productPath, ...).",
  },
  page: { uid: "The template's uid.", title: "The template's title.", permalink: 'Its permalink (nil for a layout or partial).', type: 'page, layout, partial or email.' },
  template: { uid: "The template's uid.", title: "The template's title.", permalink: 'Its permalink (nil for a layout or partial).', type: 'page, layout, partial or email.' },
  request: { path: 'The path asked for.', query: 'The query string as an object.', host: "The site's canonical host.", url: 'The canonical origin and the path.' },
  cart: {
    id: 'The cart id, nil without a cart.',
    items: 'The cart lines.',
    currency: "The cart's currency.",
    subtotal: 'The sum of the lines in minor units (use `money`).',
    discountCode: 'The discount code kept with the cart (applied at checkout), nil without one.',
    discount: 'What that code takes off now, in minor units (0 when it does not apply).',
    discountReason: 'Why the kept code takes nothing off now, nil when it applies or there is none.',
    total: 'subtotal minus discount, in minor units.',
    count: 'How many items are in the cart.',
    updatedAt: 'When the cart last changed.',
  },
  'cart.items': {
    variantId: "The variant's id.",
    quantity: 'How many.',
    sku: "The variant's SKU.",
    title: "The variant's title.",
    productTitle: "The product's title.",
    postUid: "The product post's uid.",
    unitPrice: 'The current price of one, in minor units.',
    lineTotal: 'unitPrice times quantity, in minor units.',
    stock: 'Stock left (nil: unlimited).',
    available: 'Whether the quantity can be bought.',
  },
};
