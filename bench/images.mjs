// Image rows (issue 31), against one instance: a first transform (a new original's 640 px WebP, made
// while the client waits) against serving an original of the same size, one request at a time; and a
// stored variant under load against the original under the same load (bytes served per second differ:
// the variant is about a fiftieth of the original). Originals are the demo theme's 1600 x 1600 JPEG
// with 16 random bytes after its end, so each has its own content version.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ROOT, median } from './lib/shared.mjs';

function send(port, url, { method = 'GET', body, headers = {} } = {}) {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request({ host: '127.0.0.1', port, method, path: u.pathname + u.search, headers: { host: u.host, ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, bytes: Buffer.concat(chunks), ms: performance.now() - started }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function uploadCopy(port, request, site, original, i) {
  const bytes = Buffer.concat([original, randomBytes(16)]);
  const p = await request(port, site.host, 'POST', '/api/v1/storage/presign', { headers: site.ownerAuth, json: { key: `bench/photo-${i}.jpg`, contentType: 'image/jpeg', size: bytes.length } });
  if (p.status !== 200) throw new Error(`presign: ${p.status} ${p.text.slice(0, 200)}`);
  const put = await send(port, p.json.data.url, { method: 'PUT', body: bytes, headers: { 'content-type': 'image/jpeg', 'content-length': String(bytes.length) } });
  if (put.status !== 200) throw new Error(`upload: ${put.status} ${put.bytes.toString().slice(0, 200)}`);
  return { url: p.json.data.publicUrl, size: bytes.length };
}

export async function imageRows({ db, port, request, measure, progress, site, quick }) {
  const original = fs.readFileSync(path.join(ROOT, 'themes', 'demo', 'images', 'house-blend.jpg'));
  const copies = quick ? 5 : 15;
  progress(`[${db}] images: uploading ${copies + 1} originals`);
  const stored = [];
  for (let i = 0; i <= copies; i++) stored.push(await uploadCopy(port, request, site, original, i));
  const variant = '?w=640&fm=webp';
  const first = [];
  const plain = [];
  let variantBytes = 0;
  for (const s of stored.slice(1)) {
    const o = await send(port, s.url);
    const v = await send(port, s.url + variant);
    if (o.status !== 200 || v.status !== 200 || v.headers['x-image-variant'] !== 'made')
      throw new Error(`first transform answered ${v.status} (${v.headers['x-image-variant']}), original ${o.status}`);
    plain.push(o.ms);
    first.push(v.ms);
    variantBytes = v.bytes.length;
  }
  const rows = [
    {
      id: 'image-first',
      db,
      label: 'first transform, 1600 px JPEG -> 640 px WebP (one at a time)',
      firstMs: median(first),
      originalMs: median(plain),
      ratio: median(first) / median(plain),
      detail: `median of ${copies}: ${median(first).toFixed(1)} ms against ${median(plain).toFixed(1)} ms for the ${(original.length / 1024).toFixed(0)} KB original; ${(variantBytes / 1024).toFixed(1)} KB out`,
    },
  ];
  progress(`[${db}] images: ${rows[0].detail}`);
  const u = new URL(stored[0].url);
  await send(port, stored[0].url + variant);
  const target = (search) => ({ url: `http://127.0.0.1:${port}${u.pathname}${search}`, headers: { host: u.host, accept: 'image/webp,*/*' } });
  const base = await measure(`[${db}] original file (${(stored[0].size / 1024).toFixed(0)} KB)`, target(''));
  const cached = await measure(`[${db}] stored variant (640 px WebP)`, target(variant));
  rows.push({ id: 'image-original', db, label: `serve an original (${(stored[0].size / 1024).toFixed(0)} KB JPEG)`, ...base });
  rows.push({ id: 'image-cached', db, label: `serve a stored variant (${(variantBytes / 1024).toFixed(1)} KB WebP)`, ...cached, ratio: cached.rps / base.rps });
  return rows;
}

export function imageTable(rows, fmtInt, fmtMs) {
  return rows.map((r) => {
    if (r.error) return `${r.label} [${r.db}]: FAILED: ${r.error}`;
    if (r.id === 'image-first') return `[${r.db}] ${r.label}: ${r.detail} (x${r.ratio.toFixed(1)} the original's time)`;
    return `[${r.db}] ${r.label}: ${fmtInt(r.rps)} req/s, p50 ${fmtMs(r.p50)} ms, p99 ${fmtMs(r.p99)} ms${r.ratio ? `, x${r.ratio.toFixed(2)} the original's req/s` : ''}`;
  });
}
