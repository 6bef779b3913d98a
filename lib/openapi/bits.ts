import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { ROLE } from '@/lib/auth/roles';
import { BitView, CreateBitBody, UpdateBitBody } from '@/lib/bits/schemas';
import { PageQuery } from '@/lib/pagination';
import { document, itemOf, listOf, textOnly, uidParam } from './common';

const Bit = BitView.meta({ id: 'Bit' });

export function registerBits(r: OpenAPIRegistry): void {
  const tag = 'Bits';
  const manage = { role: ROLE.marketer };
  document(r, { method: 'get', path: '/api/v1/bits', tag, access: 'public', query: PageQuery, ok: { status: 200, schema: listOf(Bit) }, summary: 'List bits (named snippets and key-value pairs)' });
  document(r, { method: 'post', path: '/api/v1/bits', tag, access: manage, body: CreateBitBody, ok: { status: 201, schema: itemOf(Bit) }, summary: 'Create a bit; names are unique per site' });
  document(r, { method: 'get', path: '/api/v1/bits/{uid}', tag, access: 'public', params: uidParam, ok: { status: 200, schema: itemOf(Bit) }, summary: 'Read one bit by uid or by name' });
  for (const method of ['put', 'patch'] as const) {
    document(r, { method, path: '/api/v1/bits/{uid}', tag, access: manage, params: uidParam, body: UpdateBitBody, ok: { status: 200, schema: itemOf(Bit) }, summary: 'Update a bit' });
  }
  document(r, { method: 'delete', path: '/api/v1/bits/{uid}', tag, access: manage, params: uidParam, ok: { status: 200, schema: textOnly }, summary: 'Delete a bit' });
}
