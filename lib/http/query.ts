import type { NextRequest } from 'next/server';
import type { z } from 'zod';

// Query strings parse through the route's zod schema like bodies do.
export function readQuery<S extends z.ZodType>(req: NextRequest, schema: S): z.output<S> {
  return schema.parse(Object.fromEntries(req.nextUrl.searchParams));
}
