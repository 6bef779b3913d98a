import type { NextRequest } from 'next/server';
import type { z } from 'zod';

// Query strings parse through the route's zod schema like bodies do. A value holding NUL can match
// nothing stored (the database refuses NUL), so it is dropped like any other junk filter value.
export function readQuery<S extends z.ZodType>(req: NextRequest, schema: S): z.output<S> {
  const query: Record<string, string> = {};
  for (const [k, v] of req.nextUrl.searchParams) if (!v.includes('\u0000') && !k.includes('\u0000')) query[k] = v;
  return schema.parse(query);
}
