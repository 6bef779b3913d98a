import type { TagClass } from 'liquidjs/dist/template';
import { IfTag } from './if';
import CaseTag from './case';
import CollectionTag from './collection';
import CycleTag from './cycle';
import DocTag from './doc';
import FetchTag from './fetch';
import ForTag from './for';
import IfchangedTag from './ifchanged';
import PrefetchTag from './prefetch';
import RenderTag from './render';
import TablerowTag from './tablerow';

// The platform's own tags and Shopify-semantics replacements, registered over liquidjs's standard set
// by lib/render/engine.ts.
export const customTags: Record<string, TagClass> = {
  case: CaseTag,
  collection: CollectionTag,
  cycle: CycleTag,
  doc: DocTag,
  fetch: FetchTag,
  for: ForTag,
  if: IfTag,
  ifchanged: IfchangedTag,
  prefetch: PrefetchTag,
  render: RenderTag,
  tablerow: TablerowTag,
  unless: IfTag,
};
