import { filters as stock, type FilterImplOptions } from 'liquidjs';
import { FILTER_ARITY } from '../core/arity';
import { withArity, type ShopifyFilter } from '../core/filter-args';
import type { NameDoc } from '../name-doc';
import base64UrlSafeDecode, { doc as base64UrlSafeDecodeDoc } from './base64-url-safe-decode';
import base64UrlSafeEncode, { doc as base64UrlSafeEncodeDoc } from './base64-url-safe-encode';
import compact, { doc as compactDoc } from './compact';
import concat, { doc as concatDoc } from './concat';
import date, { doc as dateDoc } from './date';
import defaultFilter, { doc as defaultFilterDoc } from './default';
import dividedBy, { doc as dividedByDoc } from './divided-by';
import escape, { doc as escapeDoc } from './escape';
import find, { doc as findDoc } from './find';
import findIndex, { doc as findIndexDoc } from './find-index';
import first, { doc as firstDoc } from './first';
import has, { doc as hasDoc } from './has';
import imageTag, { doc as imageTagDoc } from './image-tag';
import imageUrl, { doc as imageUrlDoc } from './image-url';
import join, { doc as joinDoc } from './join';
import json, { doc as jsonDoc } from './json';
import map, { doc as mapDoc } from './map';
import markdown, { doc as markdownDoc } from './markdown';
import minus, { doc as minusDoc } from './minus';
import modulo, { doc as moduloDoc } from './modulo';
import money, { doc as moneyDoc } from './money';
import moneyWithCurrency, { doc as moneyWithCurrencyDoc } from './money-with-currency';
import plus, { doc as plusDoc } from './plus';
import reject, { doc as rejectDoc } from './reject';
import replace, { doc as replaceDoc } from './replace';
import round, { doc as roundDoc } from './round';
import sample, { doc as sampleDoc } from './sample';
import size, { doc as sizeDoc } from './size';
import slice, { doc as sliceDoc } from './slice';
import sort, { doc as sortDoc } from './sort';
import sortNatural, { doc as sortNaturalDoc } from './sort-natural';
import split, { doc as splitDoc } from './split';
import stripHtml, { doc as stripHtmlDoc } from './strip-html';
import sum, { doc as sumDoc } from './sum';
import times, { doc as timesDoc } from './times';
import truncate, { doc as truncateDoc } from './truncate';
import truncatewords, { doc as truncatewordsDoc } from './truncatewords';
import uniq, { doc as uniqDoc } from './uniq';
import urlEncode, { doc as urlEncodeDoc } from './url-encode';
import where, { doc as whereDoc } from './where';

// Filters with Shopify semantics that replace liquidjs's, one per file in this folder.
const overrides: Record<string, ShopifyFilter> = {
  base64_url_safe_decode: base64UrlSafeDecode,
  base64_url_safe_encode: base64UrlSafeEncode,
  compact,
  concat,
  date,
  default: defaultFilter,
  divided_by: dividedBy,
  escape,
  find,
  find_index: findIndex,
  first,
  has,
  image_tag: imageTag,
  image_url: imageUrl,
  join,
  json,
  map,
  markdown,
  minus,
  modulo,
  money,
  money_with_currency: moneyWithCurrency,
  plus,
  reject,
  replace,
  round,
  sample,
  size,
  slice,
  sort,
  sort_natural: sortNatural,
  split,
  strip_html: stripHtml,
  sum,
  times,
  truncate,
  truncatewords,
  uniq,
  url_encode: urlEncode,
  where,
};

function build(): Record<string, FilterImplOptions> {
  const out: Record<string, FilterImplOptions> = {};
  for (const [name, impl] of Object.entries(overrides)) out[name] = impl;
  // Every standard filter, ours or liquidjs's, checks its argument count as Shopify does.
  for (const [name, [min, max]] of Object.entries(FILTER_ARITY)) {
    const impl = (overrides[name] ?? stock[name]) as ShopifyFilter | undefined;
    if (impl) out[name] = withArity(name, min, max, impl);
  }
  return out;
}

// Filters registered over (or beside) liquidjs's standard set.
export const customFilters: Record<string, FilterImplOptions> = build();

// Each of these filters' doc, by the name it is registered under (liquidjs's own: lib/liquid/standard-docs.ts).
export const filterDocs: Record<string, NameDoc> = {
  base64_url_safe_decode: base64UrlSafeDecodeDoc,
  base64_url_safe_encode: base64UrlSafeEncodeDoc,
  compact: compactDoc,
  concat: concatDoc,
  date: dateDoc,
  default: defaultFilterDoc,
  divided_by: dividedByDoc,
  escape: escapeDoc,
  find: findDoc,
  find_index: findIndexDoc,
  first: firstDoc,
  has: hasDoc,
  image_tag: imageTagDoc,
  image_url: imageUrlDoc,
  join: joinDoc,
  json: jsonDoc,
  map: mapDoc,
  markdown: markdownDoc,
  minus: minusDoc,
  modulo: moduloDoc,
  money: moneyDoc,
  money_with_currency: moneyWithCurrencyDoc,
  plus: plusDoc,
  reject: rejectDoc,
  replace: replaceDoc,
  round: roundDoc,
  sample: sampleDoc,
  size: sizeDoc,
  slice: sliceDoc,
  sort: sortDoc,
  sort_natural: sortNaturalDoc,
  split: splitDoc,
  strip_html: stripHtmlDoc,
  sum: sumDoc,
  times: timesDoc,
  truncate: truncateDoc,
  truncatewords: truncatewordsDoc,
  uniq: uniqDoc,
  url_encode: urlEncodeDoc,
  where: whereDoc,
};
