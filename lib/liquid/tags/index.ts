import type { TagClass } from 'liquidjs/dist/template';
import { IfTag } from './if';
import BoundedCaptureTag from './capture';
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

// The platform's own tags: not part of Liquid, listed in the manifest as `customTags`.
export const platformTags: Record<string, TagClass> = {
  collection: CollectionTag,
  fetch: FetchTag,
  prefetch: PrefetchTag,
};

// Standard Liquid tags we implement ourselves for Shopify semantics or speed (doc and ifchanged are
// Shopify's, missing from liquidjs): not custom, so not in the manifest's `customTags`.
export const standardTagReplacements: Record<string, TagClass> = {
  // Charged to the render's memory limit (liquidjs's own capture is not).
  capture: BoundedCaptureTag,
  case: CaseTag,
  cycle: CycleTag,
  doc: DocTag,
  for: ForTag,
  if: IfTag,
  ifchanged: IfchangedTag,
  render: RenderTag,
  tablerow: TablerowTag,
  unless: IfTag,
};

// Everything registered over liquidjs's standard set by lib/liquid/engine.ts.
export const registeredTags: Record<string, TagClass> = { ...standardTagReplacements, ...platformTags };
