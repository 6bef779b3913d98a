import { bitsSource } from '@/lib/domains/content/bits/collection';
import { productsSource, withProductVariants } from '@/lib/domains/shop/catalogue/liquid-source';
import { commentsSource } from '@/lib/domains/content/comments/collection';
import { filesSource } from '@/lib/domains/content/files/collection';
import { publishedPosts } from '@/lib/domains/content/posts/collection';
import { searchSource } from '@/lib/domains/content/search/collection';
import type { CollectionSource } from '@/lib/shared/content/collection-source';

// The sources of `{% collection %}` (public, published rows only); the manifest lists whatever is here.
export const collectionSources: Readonly<Record<string, CollectionSource>> = {
  // Product rows carry their variants in `posts` too (a page may look a product up by slug there).
  posts: withProductVariants(publishedPosts()),
  pages: publishedPosts('page'),
  products: productsSource,
  bits: bitsSource,
  files: filesSource,
  comments: commentsSource,
  search: searchSource,
};

// Sources whose rows are posts: a render that looks one up by slug shows that post (analytics counts it).
export const POST_SOURCES: ReadonlySet<string> = new Set(['posts', 'pages', 'products']);

// Sources whose rows come from comments: a comment moves the site's comments generation, not its
// generation (migration 0016), so their rows, and any page whose render read them, are keyed by that
// number as well (lib/shared/cache/generation.ts). A new source that reads comments belongs here.
export const COMMENT_SOURCES: ReadonlySet<string> = new Set(['comments']);

// What one row of each source holds, for the editor's completion after a variable that holds such a
// row (`{% for post in recent %}` over `{% collection posts as recent %}`). A unit test holds the post
// rows' keys to postView.
const POST_ROW: Record<string, string> = {
  uid: "The post's uid.",
  title: 'Its title.',
  slug: 'Its slug (the last part of its path).',
  body: 'Its body, Markdown (use `markdown`).',
  type: 'post, page, product, ...',
  status: '1 when published (only published rows reach a template).',
  tag: 'Its tag.',
  label: 'Its label.',
  date: 'Its date, ISO 8601 (use `date`).',
  data: 'Its own fields, an object.',
  media: 'Its media (files), a list.',
  authorUid: "The author's uid.",
  createdAt: 'When it was created.',
  updatedAt: 'When it last changed.',
  url: 'Its path on the site.',
  excerpt: 'Its excerpt, plain text (output it with `escape`): its own `data.excerpt` when set, else about the first 500 characters of its rendered body.',
};
const PRODUCT_ROW: Record<string, string> = {
  ...POST_ROW,
  variants: 'Its variants: {id, sku, title, price, currency, stock (nil: unlimited), options, attributes, ...}.',
  price: 'The lowest variant price in minor units (nil without variants; use `money`).',
  currency: "The lowest-priced variant's currency.",
  available: 'Whether some variant can be bought.',
};
export const SOURCE_ROW_MEMBERS: Readonly<Record<string, Record<string, string>>> = {
  posts: POST_ROW,
  pages: POST_ROW,
  products: PRODUCT_ROW,
  bits: { uid: "The bit's uid.", name: 'Its name.', value: 'Its value.' },
  files: {
    uid: "The file's uid.",
    name: 'Its name.',
    url: 'Its URL.',
    mime: 'Its media type.',
    size: 'Its size in bytes.',
    alt: 'Its alternative text.',
    variants: 'Its sized variants.',
    published: 'Always true here.',
    ownerUid: 'Always nil here.',
    createdAt: 'When it was created.',
    updatedAt: 'When it last changed.',
  },
  search: {
    uid: "The post's uid.",
    title: 'Its title, text (output it with `escape`).',
    slug: 'Its slug.',
    type: 'post, page, product, ...',
    status: '1 (only published posts are found).',
    date: 'Its date, ISO 8601.',
    url: 'Its path on the site.',
    snippet: 'The matching passages as HTML, already escaped, the matched words in <mark>…</mark> (output it with `{{ hit.snippet }}`, unescaped).',
    rank: 'How well it matches (higher is better; title matches weigh most).',
    total: 'How many posts match in all.',
  },
  comments: {
    id: "The comment's id.",
    postUid: "The post's uid.",
    body: 'Its text.',
    rating: 'Its rating (nil unless a review).',
    review: 'Whether it is a review.',
    author: '{uid, name} of its author, or nil.',
    status: 'visible.',
    createdAt: 'When it was written.',
  },
};
