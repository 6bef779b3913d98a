import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createFile, deleteFile, listFiles, readFile, updateFile } from '@/lib/domains/content/files/operations';
import { acceptUpload, FILES_PATH, keyFromPath, localStoreAvailable, presign, UPLOAD_PATH } from '@/lib/domains/content/storage/operations';
import { ROLE } from '@/lib/domains/accounts/auth/roles';
import { expectRefused } from '../helpers/refused';
import { anonymous, makeMember, makeSite, page } from '../helpers/world';

const world = await makeSite();
const { site, owner } = world;
const writer = await makeMember(world, ROLE.writer);
const customer = await makeMember(world, ROLE.customer);
const other = await makeSite();
const PNG = await sharp({ create: { width: 2, height: 2, channels: 4, background: '#fff' } })
  .png()
  .toBuffer();
const record = (name: string) => ({ name, url: `https://cdn.example.test/${name}`, mime: 'image/png', size: 10 });

function upload(bytes: Uint8Array, contentType = 'image/png') {
  return {
    contentType,
    contentLength: String(bytes.length),
    read: async function* () {
      yield bytes;
    },
  };
}

describe('file records', () => {
  it('role 2+ publishes; below, a record is a draft seen by its owner and role 2+ only', async () => {
    const pub = await createFile(writer.caller, site.uid, record('a.png'));
    expect(pub).toMatchObject({ name: 'a.png', published: true, ownerUid: writer.user.uid });
    const draft = await createFile(customer.caller, site.uid, { ...record('b.png'), published: true });
    expect(draft.published).toBe(false);
    expect((await listFiles(anonymous, site.uid, page())).items.map((f) => f.name)).toEqual(['a.png']);
    expect((await listFiles(customer.caller, site.uid, page())).items.map((f) => f.name)).toEqual(['b.png', 'a.png']);
    await expectRefused(readFile(anonymous, site.uid, draft.uid), 'not_found');
    expect((await readFile(writer.caller, site.uid, draft.uid)).uid).toBe(draft.uid);
  });

  it('its owner below role 2 changes a draft only; role 2 changes any', async () => {
    const draft = (await listFiles(customer.caller, site.uid, page())).items.find((f) => f.name === 'b.png')!;
    expect((await updateFile(customer.caller, site.uid, draft.uid, { alt: 'bee' })).alt).toBe('bee');
    const pub = (await listFiles(anonymous, site.uid, page())).items[0]!;
    await expectRefused(updateFile(customer.caller, site.uid, pub.uid, { alt: 'x' }), 'forbidden');
    await expectRefused(deleteFile(customer.caller, site.uid, pub.uid), 'forbidden');
    await deleteFile(writer.caller, site.uid, pub.uid);
    await expectRefused(readFile(writer.caller, site.uid, pub.uid), 'not_found');
  });

  it("another site's records are invisible", async () => {
    const theirs = await createFile(other.owner.caller, other.site.uid, record('t.png'));
    await expectRefused(readFile(owner.caller, site.uid, theirs.uid), 'not_found');
    await expectRefused(updateFile(owner.caller, site.uid, theirs.uid, { alt: 'x' }), 'not_found');
    await expectRefused(deleteFile(owner.caller, site.uid, theirs.uid), 'not_found');
  });
});

describe('local uploads', () => {
  it('presigns a PUT inside the site folder, accepts the bytes it was signed for, and refuses a changed link', async () => {
    expect(localStoreAvailable()).toBe(true);
    const signed = await presign(site, { key: 'img/dot.png', contentType: 'image/png', size: PNG.length });
    expect(signed).toMatchObject({ method: 'PUT', key: `${site.uid}/img/dot.png` });
    const url = new URL(signed.url);
    const key = keyFromPath(site, url.pathname, UPLOAD_PATH);
    expect(key).toBe(signed.key);
    const query = Object.fromEntries(url.searchParams);
    await expectRefused(acceptUpload(site, key, { ...query, max: '999999' }, upload(PNG)), 'forbidden', 'signature');
    await expectRefused(acceptUpload(site, key, query, upload(PNG, 'image/jpeg')), 'unsupported_media_type');
    await acceptUpload(site, key, query, upload(PNG));
    expect(keyFromPath(site, new URL(signed.publicUrl!).pathname, FILES_PATH)).toBe(key);
  });

  it("refuses a kind it does not store, and another site's folder", async () => {
    await expectRefused(presign(site, { key: 'run.exe', contentType: 'application/x-msdownload' }), 'invalid');
    expect(() => keyFromPath(site, `${UPLOAD_PATH}${other.site.uid}/img/dot.png`, UPLOAD_PATH)).toThrow(/not found/);
    await expectRefused(presign(site, { key: `${other.site.uid}/x.png`, contentType: 'image/png' }), 'invalid', 'site uid');
  });
});
