import { describe, expect, it } from 'vitest';
import { createBit, deleteBit, listBits, readBit, updateBit } from '@/lib/domains/content/bits/operations';
import { CreateBitBody } from '@/lib/domains/content/bits/schemas';
import { expectRefused } from '../helpers/refused';
import { makeSite, page } from '../helpers/world';

const { site, owner } = await makeSite();
const other = await makeSite();
const author = owner.user.uid;

describe('bits', () => {
  it('creates a bit and reads it by uid or by name', async () => {
    const bit = await createBit(site.uid, author, { name: 'phone', value: '555' });
    expect(bit).toMatchObject({ name: 'phone', value: '555' });
    expect(await readBit(site.uid, bit.uid)).toEqual(bit);
    expect(await readBit(site.uid, 'phone')).toEqual(bit);
    await expectRefused(readBit(site.uid, 'nope'), 'not_found');
  });

  it('refuses a second bit of one name, on create and on rename', async () => {
    await createBit(site.uid, author, { name: 'email', value: 'a@example.test' });
    await expectRefused(createBit(site.uid, author, { name: 'email', value: 'b' }), 'invalid', 'already exists');
    const b = await createBit(site.uid, author, { name: 'fax', value: '1' });
    await expectRefused(updateBit(site.uid, b.uid, { name: 'email' }), 'invalid', 'already exists');
    expect(await updateBit(site.uid, b.uid, { value: '2' })).toMatchObject({ name: 'fax', value: '2' });
  });

  it('deletes by name; lists in name order', async () => {
    await deleteBit(site.uid, 'fax');
    await expectRefused(deleteBit(site.uid, 'fax'), 'not_found');
    expect((await listBits(site.uid, page())).items.map((b) => b.name)).toEqual(['email', 'phone']);
  });

  it('the body schema refuses an unknown field', () => {
    expect(CreateBitBody.safeParse({ name: 'x', value: 'y', extra: 1 }).success).toBe(false);
  });

  it("keeps another site's bits apart: the same name is free there, and theirs is not ours", async () => {
    const theirs = await createBit(other.site.uid, other.owner.user.uid, { name: 'phone', value: '999' });
    await expectRefused(readBit(site.uid, theirs.uid), 'not_found');
    await expectRefused(updateBit(site.uid, theirs.uid, { value: 'x' }), 'not_found');
    await expectRefused(deleteBit(site.uid, theirs.uid), 'not_found');
    expect((await readBit(site.uid, 'phone')).value).toBe('555');
  });
});
