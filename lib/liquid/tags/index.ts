import type { TagClass } from 'liquidjs/dist/template';
import type { TagDeclaration } from '../declare';
import captureTag from './capture';
import caseTag from './case';
import collectionTag from './collection';
import cycleTag from './cycle';
import docTag from './doc';
import fetchTag from './fetch';
import forTag from './for';
import ifTag from './if';
import ifchangedTag from './ifchanged';
import notFoundTag from './not-found';
import prefetchTag from './prefetch';
import renderTag from './render';
import tablerowTag from './tablerow';
import unlessTag from './unless';

// Our tags, one declaration per file in this folder, in the order the engine registers them. A new tag
// is a file here and an entry in this list.
export const TAGS: readonly TagDeclaration[] = [
  // Standard Liquid tags we implement ourselves, for Shopify's semantics or speed (doc and ifchanged
  // are Shopify's, missing from liquidjs).
  captureTag,
  caseTag,
  cycleTag,
  docTag,
  forTag,
  ifTag,
  ifchangedTag,
  renderTag,
  tablerowTag,
  unlessTag,
  // The platform's own tags: not part of Liquid.
  collectionTag,
  fetchTag,
  notFoundTag,
  prefetchTag,
];

const byName = (tags: readonly TagDeclaration[]): Record<string, TagClass> => Object.fromEntries(tags.map((t) => [t.name, t.impl]));

// Everything registered over liquidjs's standard set by lib/liquid/engine.ts.
export const registeredTags: Record<string, TagClass> = byName(TAGS);

// Listed in the manifest as `customTags`.
export const platformTags: Record<string, TagClass> = byName(TAGS.filter((t) => t.kind === 'platform'));
