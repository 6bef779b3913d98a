import type { TagClass } from 'liquidjs/dist/template';
import type { NameDoc } from '../name-doc';
import { IfTag, doc as ifDoc, unlessDoc } from './if';
import BoundedCaptureTag, { doc as BoundedCaptureTagDoc } from './capture';
import CaseTag, { doc as CaseTagDoc } from './case';
import CollectionTag, { doc as CollectionTagDoc } from './collection';
import CycleTag, { doc as CycleTagDoc } from './cycle';
import DocTag, { doc as DocTagDoc } from './doc';
import FetchTag, { doc as FetchTagDoc } from './fetch';
import ForTag, { doc as ForTagDoc } from './for';
import IfchangedTag, { doc as IfchangedTagDoc } from './ifchanged';
import NotFoundTag, { doc as NotFoundTagDoc } from './not-found';
import PrefetchTag, { doc as PrefetchTagDoc } from './prefetch';
import RenderTag, { doc as RenderTagDoc } from './render';
import TablerowTag, { doc as TablerowTagDoc } from './tablerow';

// The platform's own tags: not part of Liquid, listed in the manifest as `customTags`.
export const platformTags: Record<string, TagClass> = {
  collection: CollectionTag,
  fetch: FetchTag,
  not_found: NotFoundTag,
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

// Each of these tags' doc, by the name it is registered under (liquidjs's own: lib/liquid/standard-docs.ts).
export const tagDocs: Record<string, NameDoc> = {
  capture: BoundedCaptureTagDoc,
  case: CaseTagDoc,
  collection: CollectionTagDoc,
  cycle: CycleTagDoc,
  doc: DocTagDoc,
  fetch: FetchTagDoc,
  for: ForTagDoc,
  if: ifDoc,
  ifchanged: IfchangedTagDoc,
  not_found: NotFoundTagDoc,
  prefetch: PrefetchTagDoc,
  render: RenderTagDoc,
  tablerow: TablerowTagDoc,
  unless: unlessDoc,
};
