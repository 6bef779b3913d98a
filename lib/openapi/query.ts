import { z } from 'zod';

type AnyDef = { type: string; innerType?: z.ZodType; in?: z.ZodType };
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: AnyDef } })._zod.def;

// A `.catch()` fallback has no OpenAPI form: it only says a junk value is ignored. The documented
// parameter is the schema inside the fallback, and it is optional because any value (or none) is accepted.
function documentedParam(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.type === 'catch' && def.innerType) return documentedParam(def.innerType).optional();
  if (def.type === 'pipe' && def.in && defOf(def.in).type === 'catch') return documentedParam(def.in);
  return schema;
}

// The query schema a handler parses with, in the form the generator can describe.
export function queryForDocs(query: z.ZodObject): z.ZodObject {
  return z.object(Object.fromEntries(Object.entries(query.shape).map(([name, s]) => [name, documentedParam(s as z.ZodType)])));
}
