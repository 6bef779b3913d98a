import type { FilterImpl } from 'liquidjs/dist/template/filter-impl-options';

// Our filters' `this`: liquidjs passes the filter's token, so a filter can see how it was called.
export type FilterThis = FilterImpl;
export type ShopifyFilter = (this: FilterThis, value: unknown, ...args: unknown[]) => unknown;

// A keyword argument arrives as a [name, value] pair; positional ones as plain values. Arrays passed
// positionally look the same, so the filter token (parse-time shape) decides which is which.
export interface SplitArgs {
  positional: unknown[];
  keywords: Map<string, unknown>;
}

export function splitArgs(self: FilterThis, args: unknown[]): SplitArgs {
  const tokens = self.token.args;
  const positional: unknown[] = [];
  const keywords = new Map<string, unknown>();
  for (let i = 0; i < args.length; i++) {
    const tok = tokens[i];
    if (Array.isArray(tok)) {
      const pair = args[i] as [string, unknown];
      keywords.set(pair[0], pair[1]);
    } else positional.push(args[i]);
  }
  return { positional, keywords };
}

export function positionalCount(self: FilterThis): number {
  let n = 0;
  for (const tok of self.token.args) if (!Array.isArray(tok)) n++;
  return n;
}

// The source text of the i-th argument, e.g. "2.0" (liquidjs has already turned it into the number 2).
export function argText(self: FilterThis, i: number): string | undefined {
  const tok = self.token.args[i];
  if (!tok || Array.isArray(tok)) return undefined;
  return (tok as { getText(): string }).getText();
}

// Shopify raises on a wrong number of arguments; liquidjs ignores extras and defaults missing ones.
export function withArity(name: string, min: number, max: number, impl: ShopifyFilter): ShopifyFilter {
  return function (this: FilterThis, value: unknown, ...args: unknown[]): unknown {
    const n = positionalCount(this);
    if (n < min || n > max) {
      throw new Error(`${name}: wrong number of arguments (given ${n}, expected ${min === max ? min : `${min}..${max}`})`);
    }
    return impl.call(this, value, ...args);
  };
}
