import { z } from 'zod';

// The port of `{% collection %}`: what a source is given and answers. Below both the page pipeline
// (lib/pages/render.ts, which calls the sources) and the domains (lib/domains/content/posts, lib/domains/content/comments, ...,
// which implement them), so neither reaches into the other; the registry of sources is
// lib/pages/collection-sources.ts.

// Rows one `{% collection %}` answers at most.
export const COLLECTION_MAX_ROWS = 100;

// Options every source accepts; a source may read more (tag, label, type, ...).
export const CollectionOptions = z
  .object({
    limit: z.coerce.number().int().min(1).max(COLLECTION_MAX_ROWS).catch(20).default(20),
    offset: z.coerce.number().int().min(0).catch(0).default(0),
  })
  .catchall(z.unknown());
export type CollectionOptions = z.output<typeof CollectionOptions>;

// What a source may read of its site besides the uid (rows are cached per generation, and a change of
// the settings moves the generation).
export interface CollectionSite {
  settings: Record<string, unknown>;
}

export type CollectionSource = (siteUid: string, options: CollectionOptions, site: CollectionSite) => Promise<Record<string, unknown>[]>;
