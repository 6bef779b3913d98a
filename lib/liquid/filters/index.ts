import { filters as stock, type FilterImplOptions } from 'liquidjs';
import { withArity, type ShopifyFilter } from '../core/filter-args';
import type { Arity, FilterDeclaration } from '../declare';
import { STOCK_FILTERS } from '../stock';
import base64UrlSafeDecode from './base64-url-safe-decode';
import base64UrlSafeEncode from './base64-url-safe-encode';
import compact from './compact';
import concat from './concat';
import date from './date';
import defaultFilter from './default';
import dividedBy from './divided-by';
import escape from './escape';
import find from './find';
import findIndex from './find-index';
import first from './first';
import has from './has';
import imageTag from './image-tag';
import imageUrl from './image-url';
import join from './join';
import json from './json';
import map from './map';
import markdown from './markdown';
import minus from './minus';
import modulo from './modulo';
import money from './money';
import moneyWithCurrency from './money-with-currency';
import plus from './plus';
import reject from './reject';
import replace from './replace';
import round from './round';
import sample from './sample';
import size from './size';
import slice from './slice';
import sort from './sort';
import sortNatural from './sort-natural';
import split from './split';
import stripHtml from './strip-html';
import sum from './sum';
import times from './times';
import truncate from './truncate';
import truncatewords from './truncatewords';
import uniq from './uniq';
import urlEncode from './url-encode';
import where from './where';

// Our filters, one declaration per file in this folder: Shopify's semantics over liquidjs's filter of
// the same name, or filters liquidjs lacks. A new filter is a file here and an entry in this list.
export const FILTERS: readonly FilterDeclaration[] = [
  base64UrlSafeDecode,
  base64UrlSafeEncode,
  compact,
  concat,
  date,
  defaultFilter,
  dividedBy,
  escape,
  find,
  findIndex,
  first,
  has,
  imageTag,
  imageUrl,
  join,
  json,
  map,
  markdown,
  minus,
  modulo,
  money,
  moneyWithCurrency,
  plus,
  reject,
  replace,
  round,
  sample,
  size,
  slice,
  sort,
  sortNatural,
  split,
  stripHtml,
  sum,
  times,
  truncate,
  truncatewords,
  uniq,
  urlEncode,
  where,
];

// The argument count of a filter, ours or liquidjs's (undefined: a name nobody declares).
export function filterArity(name: string): Arity | undefined {
  return FILTERS.find((f) => f.name === name)?.arity ?? STOCK_FILTERS[name]?.arity;
}

const checked = (name: string, arity: Arity, impl: ShopifyFilter): ShopifyFilter => (arity === 'unchecked' ? impl : withArity(name, arity.min, arity.max, impl));

function build(): Record<string, FilterImplOptions> {
  const out: Record<string, FilterImplOptions> = {};
  for (const { name, arity, impl } of FILTERS) out[name] = checked(name, arity, impl);
  // liquidjs's own filters check their argument count as Shopify's do, where they have one.
  for (const [name, { arity }] of Object.entries(STOCK_FILTERS)) {
    const impl = stock[name] as ShopifyFilter | undefined;
    if (impl && arity !== 'unchecked') out[name] = checked(name, arity, impl);
  }
  return out;
}

// Filters registered over (or beside) liquidjs's standard set by lib/liquid/engine.ts.
export const customFilters: Record<string, FilterImplOptions> = build();
