'use client';
import type { z } from 'zod';
import { bitItem, bitsCollection } from '@/lib/domains/content/bits/api';
import type { BitView, CreateBitBody } from '@/lib/domains/content/bits/schemas';
import { call } from './call';
import { useListOf, useResourceMutation } from './crud';

export type Bit = z.infer<typeof BitView>;
type BitInput = z.input<typeof CreateBitBody>;

// Keys: adminKeys.list(site, 'bits', {query, path}).
export const useBits = (page: number) => useListOf('bits', bitsCollection.list, { query: { page, page_size: 50 } });

export const useSaveBit = () =>
  useResourceMutation('bits', (site, { uid, name, value }: { uid?: string; name: string; value: BitInput['value'] }) =>
    uid ? call(bitItem.replace, { site, params: { uid }, body: { name, value } }) : call(bitsCollection.create, { site, body: { name, value } }),
  );

export const useDeleteBit = () => useResourceMutation('bits', (site, uid: string) => call(bitItem.remove, { site, params: { uid } }));
