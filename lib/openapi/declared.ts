import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { accessRole, type OperationGroup, type OperationSpec } from '@/lib/api/define';
import { document, type Operation } from './common';

// A declaration in the form the document's writer takes (lib/openapi/common.ts).
function documented(d: OperationSpec): Operation {
  const role = d.access === 'public' || d.access === 'session' ? null : accessRole(d.access);
  return {
    method: d.method.toLowerCase() as Operation['method'],
    path: d.path,
    summary: d.summary,
    tag: d.tag,
    access: d.ownerOr ? { ownerOr: accessRole(d.ownerOr) } : role === null ? (d.access as 'public' | 'session') : { role },
    ...(d.host ? { hosts: d.host } : {}),
    ...(d.params ? { params: d.params } : {}),
    ...(d.query ? { query: d.query } : {}),
    ...(d.body ? { body: d.body } : {}),
    ...(d.bodyTypes ? { bodyTypes: [...d.bodyTypes] } : {}),
    ok: d.ok,
    ...(d.upsert ? { upsert: d.upsert } : {}),
    ...(d.seeOther ? { seeOther: d.seeOther } : {}),
    ...(d.rateLimited ? { rateLimited: d.rateLimited } : {}),
    ...(d.credential === 'bearer' ? { bearerOnly: true } : {}),
    ...(d.conflict ? { conflict: d.conflict } : {}),
    ...(d.errors ? { errors: d.errors } : {}),
    ...(d.description ? { description: d.description } : {}),
  };
}

export const registerDeclared = (groups: readonly OperationGroup[]) => (registry: OpenAPIRegistry) => {
  for (const group of groups) for (const d of Object.values(group)) document(registry, documented(d));
};
