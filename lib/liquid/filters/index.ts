import { filters as stock, type FilterImplOptions } from 'liquidjs';
import { FILTER_ARITY } from '../core/arity';
import { withArity, type ShopifyFilter } from '../core/filter-args';
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

// Filters with Shopify semantics that replace liquidjs's, one per file in this folder.
const overrides: Record<string, ShopifyFilter> = {
  base64_url_safe_decode: base64UrlSafeDecode,
  base64_url_safe_encode: base64UrlSafeEncode,
  compact, concat, date, default: defaultFilter, divided_by: dividedBy, escape, find, find_index: findIndex, first, has,
  join, json, map, markdown, minus, modulo, money, money_with_currency: moneyWithCurrency, plus, reject, replace, round,
  sample, size, slice, sort, sort_natural: sortNatural, split, strip_html: stripHtml, sum, times, truncate, truncatewords, uniq,
  url_encode: urlEncode, where,
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
