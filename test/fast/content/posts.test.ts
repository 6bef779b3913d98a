import { describe, expect, it } from 'vitest';
import { createPost, deletePost, readPost, updatePost } from '@/lib/domains/content/posts/operations';
import { ROLE } from '@/lib/domains/accounts/auth/roles';
import { expectRefused } from '../helpers/refused';
import { anonymous, makeMember, makeSite, siteRef } from '../helpers/world';

const world = await makeSite();
const { site, owner } = world;
const writer = await makeMember(world, ROLE.writer);
const customer = await makeMember(world, ROLE.customer);
const other = await makeSite();

describe('posts', () => {
  it('a writer publishes; the post reads back with its author and no variants', async () => {
    const { item, created } = await createPost(writer.caller, site.uid, { title: 'Hello world', status: 1 });
    expect(created).toBe(true);
    expect(item).toMatchObject({ title: 'Hello world', slug: 'hello-world', status: 1, type: 'post', authorUid: writer.user.uid });
    expect(await readPost(site.uid, item.uid)).toMatchObject({ uid: item.uid, author: { uid: writer.user.uid, name: writer.user.name }, variants: [] });
  });

  it('below role 2 a post is a draft whatever status it asks for', async () => {
    const { item } = await createPost(customer.caller, site.uid, { title: 'Mine', status: 1 });
    expect(item.status).toBe(0);
  });

  it('a taken slug gets a suffix rather than a refusal', async () => {
    const { item } = await createPost(writer.caller, site.uid, { title: 'Hello world' });
    expect(item.slug).toMatch(/^hello-world-.+/);
  });

  it('a uid given again upserts; a uid another site uses is refused', async () => {
    const { item } = await createPost(writer.caller, site.uid, { uid: 'post-uid-1', title: 'First' });
    const again = await createPost(writer.caller, site.uid, { uid: 'post-uid-1', title: 'Second' });
    expect(again).toMatchObject({ created: false, item: { uid: item.uid, title: 'Second' } });
    await expectRefused(createPost(other.owner.caller, other.site.uid, { uid: 'post-uid-1', title: 'Theirs' }), 'invalid', 'already used');
  });

  it('its author below role 2 changes a draft, never a published post; role 3 changes any', async () => {
    const { item: draft } = await createPost(customer.caller, site.uid, { title: 'Draft' });
    expect((await updatePost(customer.caller, site.uid, draft.uid, { title: 'Draft 2' })).title).toBe('Draft 2');
    await updatePost(owner.caller, site.uid, draft.uid, { status: 1 });
    await expectRefused(updatePost(customer.caller, site.uid, draft.uid, { title: 'x' }), 'forbidden', 'live');
    await expectRefused(deletePost(customer.caller, site.uid, draft.uid), 'forbidden', 'live');
    const { item: writers } = await createPost(writer.caller, site.uid, { title: 'By the writer' });
    await expectRefused(updatePost(customer.caller, site.uid, writers.uid, { title: 'x' }), 'forbidden');
    await expectRefused(updatePost(anonymous, site.uid, writers.uid, { title: 'x' }), 'unauthorized');
  });

  it('a write moves the posts number; a draft leaves the generation alone', async () => {
    const before = await siteRef(site.uid);
    await createPost(writer.caller, site.uid, { title: 'A draft', status: 0 });
    const after = await siteRef(site.uid);
    expect(after.postsGeneration).toBeGreaterThan(before.postsGeneration);
    expect(after.generation).toBe(before.generation);
  });

  it('deletes (soft): gone for reads, writes and a second delete', async () => {
    const { item } = await createPost(writer.caller, site.uid, { title: 'Doomed' });
    await deletePost(writer.caller, site.uid, item.uid);
    await expectRefused(readPost(site.uid, item.uid), 'not_found');
    await expectRefused(updatePost(writer.caller, site.uid, item.uid, { title: 'x' }), 'not_found');
    await expectRefused(deletePost(writer.caller, site.uid, item.uid), 'not_found');
  });

  it("keeps another site's posts invisible", async () => {
    const { item } = await createPost(other.owner.caller, other.site.uid, { title: 'Elsewhere', status: 1 });
    await expectRefused(readPost(site.uid, item.uid), 'not_found');
    await expectRefused(updatePost(owner.caller, site.uid, item.uid, { title: 'x' }), 'not_found');
    await expectRefused(deletePost(owner.caller, site.uid, item.uid), 'not_found');
  });

  it('a post answers its date as ISO text', async () => {
    const { item } = await createPost(writer.caller, site.uid, { title: 'Dated', date: new Date('2024-01-02T03:04:05Z') });
    expect(item.date).toBe('2024-01-02T03:04:05.000Z');
  });
});
