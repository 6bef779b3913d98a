import type { TagClass } from 'liquidjs/dist/template';
import type { ShopifyFilter } from './core/filter-args';

// One tag or filter is declared once, in its own file (lib/liquid/filters/*.ts, lib/liquid/tags/*.ts):
// the folder's index lists the declarations, and the engine's registrations, the argument checks, the
// runtime manifest's docs and the validator's known names are all derived from that list. This module
// imports only types, so every declaration can import it without importing the registries.

// What the runtime manifest (and the admin's editor) says of a tag or filter: how it is written and
// what it does.
export interface NameDoc {
  syntax: string;
  summary: string;
}

// Positional arguments a filter takes (keyword arguments not counted): outside the range the call
// fails, as in Shopify's Liquid. 'unchecked' keeps liquidjs's handling: extra arguments are ignored
// and missing ones are undefined.
export type Arity = { readonly min: number; readonly max: number } | 'unchecked';

export interface FilterDeclaration {
  readonly name: string;
  readonly arity: Arity;
  readonly doc: NameDoc;
  readonly impl: ShopifyFilter;
}

export interface TagDeclaration {
  readonly name: string;
  // 'platform': not part of Liquid, listed in the manifest as `customTags`. 'standard': a Liquid tag
  // we implement ourselves (Shopify's semantics, speed, or Shopify's tags that liquidjs lacks).
  readonly kind: 'platform' | 'standard';
  readonly doc: NameDoc;
  readonly impl: TagClass;
}

// Identity functions: they type a declaration where it is written.
export const defineFilter = (declaration: FilterDeclaration): FilterDeclaration => declaration;
export const defineTag = (declaration: TagDeclaration): TagDeclaration => declaration;
