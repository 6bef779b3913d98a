import { describe, expect, it } from 'vitest';
import { createLead, deleteLead, leadForms, listLeads, readLead, updateLead } from '@/lib/domains/messaging/leads/operations';
import { createPlugin } from '@/lib/domains/messaging/plugins/operations';
import { ROLE } from '@/lib/domains/accounts/auth/roles';
import { expectRefused } from '../helpers/refused';
import { anonymous, makeMember, makeSite, page } from '../helpers/world';

const world = await makeSite();
const { site, owner } = world;
const marketer = await makeMember(world, ROLE.marketer);
const ann = await makeMember(world, ROLE.customer);
const bob = await makeMember(world, ROLE.customer);
const other = await makeSite();
const filter = { ...page(), form: undefined, status: undefined };

describe('leads', () => {
  it('stores a submit, by a visitor or a member, with its form', async () => {
    const lead = await createLead(site.uid, null, { form: 'contact', data: { email: 'a@example.test' } });
    expect(lead).toMatchObject({ form: 'contact', status: 'new', data: { email: 'a@example.test' }, submitterUid: null });
    const mine = await createLead(site.uid, ann.user.uid, { data: { note: 'hi' } });
    expect(mine.submitterUid).toBe(ann.user.uid);
  });

  it("a lead_received plugin's object merges into the lead a JSON submit answers", async () => {
    await createPlugin(site.uid, owner.user.uid, { name: 'score', code: 'function lead_received(e) { return { score: e.lead.data.email.length }; }', hooks: ['lead_received'] });
    const lead = await createLead(site.uid, null, { form: 'contact', data: { email: 'bc@example.test' } });
    expect(lead.data).toEqual({ email: 'bc@example.test', score: 15 });
    expect((await readLead(owner.caller, site.uid, lead.uid)).data).toEqual({ email: 'bc@example.test', score: 15 });
  });

  it('lists the inbox newest first, by form and status, and counts the forms', async () => {
    const list = await listLeads(site.uid, { ...filter, form: 'contact' });
    expect(list.items.map((l) => l.form)).toEqual(['contact', 'contact']);
    expect(await leadForms(site.uid)).toEqual([
      { form: 'contact', count: 2 },
      { form: expect.any(String), count: 1 },
    ]);
    expect((await listLeads(site.uid, { ...filter, status: 'done' })).items).toEqual([]);
  });

  it('its submitter or role 3+ reads and changes it; another member or nobody cannot', async () => {
    const lead = await createLead(site.uid, ann.user.uid, { form: 'quote', data: { n: 1 } });
    expect((await readLead(ann.caller, site.uid, lead.uid)).uid).toBe(lead.uid);
    await expectRefused(readLead(bob.caller, site.uid, lead.uid), 'forbidden');
    await expectRefused(readLead(anonymous, site.uid, lead.uid), 'unauthorized');
    expect(await updateLead(marketer.caller, site.uid, lead.uid, { status: 'done' })).toMatchObject({ status: 'done', data: { n: 1 } });
    await expectRefused(updateLead(bob.caller, site.uid, lead.uid, { status: 'x' }), 'forbidden');
  });

  it('deletes (soft): gone from reads and the inbox', async () => {
    const lead = await createLead(site.uid, null, { form: 'gone', data: {} });
    await deleteLead(marketer.caller, site.uid, lead.uid);
    await expectRefused(readLead(owner.caller, site.uid, lead.uid), 'not_found');
    await expectRefused(deleteLead(owner.caller, site.uid, lead.uid), 'not_found');
    expect((await leadForms(site.uid)).map((f) => f.form)).not.toContain('gone');
  });

  it("keeps another site's leads invisible, to its own admin too", async () => {
    const theirs = await createLead(other.site.uid, null, { form: 'contact', data: {} });
    await expectRefused(readLead(owner.caller, site.uid, theirs.uid), 'not_found');
    await expectRefused(updateLead(owner.caller, site.uid, theirs.uid, { status: 'x' }), 'not_found');
    expect((await listLeads(other.site.uid, filter)).items.map((l) => l.uid)).toEqual([theirs.uid]);
  });
});
