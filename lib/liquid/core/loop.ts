import { Drop, toValue } from 'liquidjs';
import { isNil } from './values';

// forloop / tablerowloop with Shopify's fields, including parentloop.
export class LoopDrop extends Drop {
  i = 0;
  constructor(
    readonly length: number,
    readonly parentloop: LoopDrop | null,
    private readonly cols = length,
    readonly name = '',
  ) {
    super();
  }
  next(): void {
    this.i++;
  }
  index0(): number {
    return this.i;
  }
  index(): number {
    return this.i + 1;
  }
  first(): boolean {
    return this.i === 0;
  }
  last(): boolean {
    return this.i === this.length - 1;
  }
  rindex(): number {
    return this.length - this.i;
  }
  rindex0(): number {
    return this.length - this.i - 1;
  }
  row(): number {
    return Math.floor(this.i / this.cols) + 1;
  }
  col0(): number {
    return this.i % this.cols;
  }
  col(): number {
    return this.col0() + 1;
  }
  col_first(): boolean {
    return this.col0() === 0;
  }
  col_last(): boolean {
    return this.col() === this.cols || this.i === this.length - 1;
  }
}

// limit/offset/cols: integers, numeric strings and floats (truncated); anything else is an error.
export function loopInt(v: unknown, name: string): number | undefined {
  const x = toValue(v) as unknown;
  if (isNil(x)) return undefined;
  if (typeof x === 'number') return Math.trunc(x);
  if (typeof x === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(x)) return Math.trunc(Number(x));
  throw new Error(`invalid integer for ${name}: ${String(x)}`);
}
