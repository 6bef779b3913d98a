import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for an S3-compatible bucket (path style, one bucket), enough for the server's calls and a
// test's presigned PUTs: PutObject, DeleteObject, ListObjectsV2 and DeleteObjects. Signatures (and so
// the signed Content-Length) are not checked: that is the real store's job.
export interface FakeS3 {
  endpoint: string;
  bucket: string;
  // Stored objects: key -> bytes.
  objects: Map<string, number>;
  // Every request, as `METHOD key` (or `METHOD ?query` for bucket-level calls).
  log: string[];
  close: () => Promise<void>;
}

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const xmlUnescape = (s: string) =>
  s
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

export async function fakeS3(bucket = 'test-bucket'): Promise<FakeS3> {
  const objects = new Map<string, number>();
  const log: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://s3.test');
      const [, name, ...rest] = url.pathname.split('/');
      const key = rest.map(decodeURIComponent).join('/');
      if (name !== bucket) return void res.writeHead(404).end();
      const body = Buffer.concat(chunks);
      if (key) {
        log.push(`${req.method} ${key}`);
        if (req.method === 'PUT') {
          objects.set(key, body.length);
          return void res.writeHead(200, { etag: '"x"' }).end();
        }
        if (req.method === 'DELETE') {
          objects.delete(key);
          return void res.writeHead(204).end();
        }
        return void res.writeHead(405).end();
      }
      log.push(`${req.method} ?${url.searchParams.toString()}`);
      if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
        const contents = keys.map((k) => `<Contents><Key>${xmlEscape(k)}</Key><Size>${objects.get(k)}</Size></Contents>`).join('');
        return void res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(
            `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
          );
      }
      if (req.method === 'POST' && url.searchParams.has('delete')) {
        const keys = [...body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => xmlUnescape(m[1]!));
        for (const k of keys) objects.delete(k);
        return void res.writeHead(200, { 'content-type': 'application/xml' }).end('<?xml version="1.0" encoding="UTF-8"?><DeleteResult></DeleteResult>');
      }
      res.writeHead(405).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { endpoint: `http://127.0.0.1:${port}`, bucket, objects, log, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
