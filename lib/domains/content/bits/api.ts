import { defineOperation } from '@/lib/api/define';
import { itemOf, listOf, textOnly, uidParam } from '@/lib/api/envelope';
import { PageQuery } from '@/lib/shared/pagination';
import { BitView, CreateBitBody, UpdateBitBody } from './schemas';

// The bits API (named snippets and key-value pairs): read by anyone, managed by a marketer.
const Bit = BitView.meta({ id: 'Bit' });
const tag = 'Bits';
const path = '/api/v1/bits';
const item = `${path}/{uid}`;

export const bitsCollection = {
  list: defineOperation({ method: 'GET', path, tag, access: 'public', query: PageQuery, ok: { status: 200, schema: listOf(Bit) }, summary: 'List bits (named snippets and key-value pairs)' }),
  create: defineOperation({ method: 'POST', path, tag, access: 'marketer', body: CreateBitBody, ok: { status: 201, schema: itemOf(Bit) }, summary: 'Create a bit; names are unique per site' }),
};

const update = { path: item, tag, access: 'marketer', params: uidParam, body: UpdateBitBody, ok: { status: 200, schema: itemOf(Bit) }, summary: 'Update a bit' } as const;

export const bitItem = {
  read: defineOperation({ method: 'GET', path: item, tag, access: 'public', params: uidParam, ok: { status: 200, schema: itemOf(Bit) }, summary: 'Read one bit by uid or by name' }),
  replace: defineOperation({ method: 'PUT', ...update }),
  update: defineOperation({ method: 'PATCH', ...update }),
  remove: defineOperation({ method: 'DELETE', path: item, tag, access: 'marketer', params: uidParam, ok: { status: 200, schema: textOnly }, summary: 'Delete a bit' }),
};

export const bitsApi = [bitsCollection, bitItem];
