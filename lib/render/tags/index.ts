import type { TagClass } from 'liquidjs/dist/template';
import CollectionTag from './collection';
import FetchTag from './fetch';
import PrefetchTag from './prefetch';

// The platform's own tags; registered over liquidjs's standard set by lib/render/engine.ts.
export const customTags: Record<string, TagClass> = {
  collection: CollectionTag,
  fetch: FetchTag,
  prefetch: PrefetchTag,
};
