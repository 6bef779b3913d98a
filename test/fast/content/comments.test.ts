import { describe, expect, it } from 'vitest';
import { commentView, createComment, deleteComment, listComments, readComment, setCommentStatus } from '@/lib/domains/content/comments/operations';
import { createPost } from '@/lib/domains/content/posts/operations';
import { ROLE } from '@/lib/domains/accounts/auth/roles';
import { expectRefused } from '../helpers/refused';
import { anonymous, makeMember, makeSite, page, siteRef } from '../helpers/world';

const world = await makeSite();
const { site, owner } = world;
const marketer = await makeMember(world, ROLE.marketer);
const ann = await makeMember(world, ROLE.customer, { name: 'ann' });
const bob = await makeMember(world, ROLE.customer, { name: 'bob' });
const other = await makeSite();
const { item: post } = await createPost(owner.caller, site.uid, { title: 'Commented', status: 1 });
const { item: draft } = await createPost(owner.caller, site.uid, { title: 'Secret draft' });
const annAuthor = { uid: ann.user.uid, name: ann.user.name };
const all = { ...page(), status: 'all' as const };

describe('comments', () => {
  it('a member comments on a live post of the site; the answer names the author, never the email', async () => {
    const c = await createComment(site.uid, annAuthor, { postUid: post.uid, body: 'Nice', rating: 4 });
    expect(c).toMatchObject({ postUid: post.uid, body: 'Nice', rating: 4, review: true, status: 'visible', author: { uid: ann.user.uid, name: 'ann' } });
    expect(JSON.stringify(c)).not.toContain('@');
    expect(await readComment(anonymous, site.uid, c.id)).toEqual(c);
  });

  it("refuses a comment on an unknown post or another site's", async () => {
    await expectRefused(createComment(site.uid, annAuthor, { postUid: 'missing', body: 'x' }), 'invalid', 'no such post');
    const { item: theirs } = await createPost(other.owner.caller, other.site.uid, { title: 'Theirs', status: 1 });
    await expectRefused(createComment(site.uid, annAuthor, { postUid: theirs.uid, body: 'x' }), 'invalid', 'no such post');
  });

  it('a visible comment moves the comments number', async () => {
    const before = (await siteRef(site.uid)).commentsGeneration;
    await createComment(site.uid, annAuthor, { postUid: post.uid, body: 'Again' });
    expect((await siteRef(site.uid)).commentsGeneration).toBeGreaterThan(before);
  });

  it('a moderator hides a comment: gone for everyone else, listed for moderators', async () => {
    const c = await createComment(site.uid, annAuthor, { postUid: post.uid, body: 'Spam' });
    expect(await setCommentStatus(site.uid, c.id, { status: 'hidden' })).toMatchObject({ id: c.id, status: 'hidden' });
    await expectRefused(readComment(ann.caller, site.uid, c.id), 'not_found');
    expect((await readComment(marketer.caller, site.uid, c.id)).status).toBe('hidden');
    expect((await listComments(anonymous, site.uid, all)).items.map((x) => x.id)).not.toContain(c.id);
    expect((await listComments(marketer.caller, site.uid, all)).items.map((x) => x.id)).toContain(c.id);
    await expectRefused(setCommentStatus(site.uid, 999_999, { status: 'visible' }), 'not_found');
  });

  it("names a draft's title to moderators only", async () => {
    await createComment(site.uid, annAuthor, { postUid: draft.uid, body: 'On a draft' });
    const titleFor = async (caller: typeof anonymous) => (await listComments(caller, site.uid, { ...page(), postUid: draft.uid })).items[0]?.postTitle;
    expect(await titleFor(anonymous)).toBeNull();
    expect(await titleFor(marketer.caller)).toBe('Secret draft');
  });

  it('the author or a moderator deletes; anyone else is refused', async () => {
    const c = await createComment(site.uid, annAuthor, { postUid: post.uid, body: 'Mine' });
    await expectRefused(deleteComment(bob.caller, site.uid, c.id), 'forbidden');
    await expectRefused(deleteComment(anonymous, site.uid, c.id), 'unauthorized');
    await deleteComment(ann.caller, site.uid, c.id);
    await expectRefused(readComment(marketer.caller, site.uid, c.id), 'not_found');
    const d = await createComment(site.uid, annAuthor, { postUid: post.uid, body: 'Moderated' });
    await deleteComment(marketer.caller, site.uid, d.id);
  });

  it("keeps another site's comments invisible", async () => {
    const { item: theirs } = await createPost(other.owner.caller, other.site.uid, { title: 'T', status: 1 });
    const c = await createComment(other.site.uid, { uid: other.owner.user.uid, name: 'o' }, { postUid: theirs.uid, body: 'There' });
    await expectRefused(readComment(owner.caller, site.uid, c.id), 'not_found');
    await expectRefused(setCommentStatus(site.uid, c.id, { status: 'hidden' }), 'not_found');
    await expectRefused(deleteComment(owner.caller, site.uid, c.id), 'not_found');
    expect((await listComments(owner.caller, site.uid, all)).items.map((x) => x.id)).not.toContain(c.id);
  });

  it('commentView: a comment without a rating is no review', () => {
    const v = commentView({ id: 1, postUid: 'p', body: 'b', rating: null, authorUid: null, authorName: null, status: 'visible', createdAt: new Date(0) });
    expect(v).toMatchObject({ review: false, author: null });
  });
});
