import { describe, expect, it } from 'vitest';
import { createTemplate, deleteTemplate, listTemplates, readTemplate, requireTemplateChange, updateTemplate } from '@/lib/domains/content/templates/operations';
import { liveTemplate } from '@/lib/domains/content/templates/reads';
import { ROLE } from '@/lib/domains/accounts/auth/roles';
import { expectRefused } from '../helpers/refused';
import { makeMember, makeSite, page, siteRef } from '../helpers/world';

const world = await makeSite();
const { site, owner } = world;
const designer = await makeMember(world, ROLE.designer);
const marketer = await makeMember(world, ROLE.marketer);
const writer = await makeMember(world, ROLE.writer);
const other = await makeSite();

describe('templates', () => {
  it("a new site holds its theme's published templates", async () => {
    const list = await listTemplates(site.uid, { ...page(), type: undefined });
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((t) => t.published)).toBe(true);
  });

  it('role 3+ publishes on save; the write moves the generation', async () => {
    const before = (await siteRef(site.uid)).generation;
    const { item, created } = await createTemplate(marketer.caller, site.uid, { title: 'About', permalink: '/about', body: '<h1>{{ site.name }}</h1>' });
    expect(created).toBe(true);
    expect(item).toMatchObject({ permalink: '/about', type: 'page', published: true, version: 1 });
    expect((await siteRef(site.uid)).generation).toBeGreaterThan(before);
    expect(await readTemplate(site.uid, item.uid)).toEqual(item);
  });

  it('below role 3 a save is a draft, which claims no path', async () => {
    const { item } = await createTemplate(writer.caller, site.uid, { title: 'Draft about', permalink: '/about', body: 'x' });
    expect(item.published).toBe(false);
    expect((await liveTemplate(site.uid, item.uid))?.published).toBe(false);
  });

  it('refuses a second published template on a path, a body that does not parse, and a path on an email template', async () => {
    await expectRefused(createTemplate(marketer.caller, site.uid, { title: 'Again', permalink: '/about', body: 'y' }), 'invalid', 'already used');
    const broken = await expectRefused(createTemplate(marketer.caller, site.uid, { title: 'Broken', permalink: '/broken', body: '{% if %}' }), 'invalid', 'does not parse');
    expect(broken.payload).toMatchObject({ line: 1 });
    await expectRefused(createTemplate(marketer.caller, site.uid, { title: 'Mail', type: 'email', permalink: '/mail', body: 'hi' }), 'invalid', 'email template');
    // As a draft, a body that does not parse is kept.
    expect((await createTemplate(marketer.caller, site.uid, { title: 'WIP', permalink: '/wip', body: '{% if %}', published: false })).item.published).toBe(false);
  });

  it('baseVersion: a save from a stale base is a conflict carrying the current template', async () => {
    const { item } = await createTemplate(designer.caller, site.uid, { title: 'Base', permalink: '/base', body: 'v1' });
    const saved = await updateTemplate(marketer.caller, site.uid, item.uid, { body: 'v2', baseVersion: 1 });
    expect(saved).toMatchObject({ body: 'v2', version: 2 });
    const err = await expectRefused(updateTemplate(designer.caller, site.uid, item.uid, { body: 'v2 too', baseVersion: 1 }), 'conflict', 'version 1');
    expect(err.payload).toMatchObject({ item: { uid: item.uid, version: 2, body: 'v2' } });
  });

  it('a draft of a published template keeps the live body serving, and holds the body only', async () => {
    const { item } = await createTemplate(marketer.caller, site.uid, { title: 'Live', permalink: '/live', body: 'live' });
    const draft = await updateTemplate(marketer.caller, site.uid, item.uid, { body: 'next', published: false });
    expect(draft).toMatchObject({ body: 'live', draftBody: 'next', published: true });
    await expectRefused(updateTemplate(marketer.caller, site.uid, item.uid, { title: 'Renamed', published: false }), 'invalid', 'holds its body only');
    expect(await updateTemplate(marketer.caller, site.uid, item.uid, {})).toMatchObject({ body: 'next', draftBody: null, published: true });
  });

  it('an author below role 3 changes their draft, never a published template', async () => {
    const { item } = await createTemplate(writer.caller, site.uid, { title: 'Mine', body: 'a' });
    expect((await updateTemplate(writer.caller, site.uid, item.uid, { body: 'b' })).body).toBe('b');
    await updateTemplate(marketer.caller, site.uid, item.uid, { published: true });
    await expectRefused(updateTemplate(writer.caller, site.uid, item.uid, { body: 'c' }), 'forbidden', 'live');
    await expectRefused(deleteTemplate(writer.caller, site.uid, item.uid), 'forbidden', 'live');
    expect(() => requireTemplateChange(writer.caller, { authorUid: writer.user.uid, published: true } as never)).toThrow(/live/);
  });

  it('deletes: gone for reads, updates and a second delete', async () => {
    const { item } = await createTemplate(owner.caller, site.uid, { title: 'Gone', permalink: '/gone', body: 'x' });
    await deleteTemplate(owner.caller, site.uid, item.uid);
    await expectRefused(readTemplate(site.uid, item.uid), 'not_found');
    await expectRefused(updateTemplate(owner.caller, site.uid, item.uid, { body: 'y' }), 'not_found');
    await expectRefused(deleteTemplate(owner.caller, site.uid, item.uid), 'not_found');
    // Its path is free again.
    expect((await createTemplate(owner.caller, site.uid, { title: 'Back', permalink: '/gone', body: 'x' })).item.published).toBe(true);
  });

  it("keeps another site's templates invisible; the same path is free there", async () => {
    const { item } = await createTemplate(other.owner.caller, other.site.uid, { title: 'About', permalink: '/about', body: 'theirs' });
    await expectRefused(readTemplate(site.uid, item.uid), 'not_found');
    await expectRefused(updateTemplate(owner.caller, site.uid, item.uid, { body: 'mine' }), 'not_found');
    await expectRefused(deleteTemplate(owner.caller, site.uid, item.uid), 'not_found');
    await expectRefused(createTemplate(owner.caller, site.uid, { uid: item.uid, title: 'Steal', body: 'x' }), 'invalid', 'already used');
  });
});
