// Compression of the pages the outer server answers (server/server.mjs; the API and the admin go
// through Next.js, which compresses its own answers). Brotli or gzip, as the client's Accept-Encoding
// prefers (brotli first among equals: a fifth smaller on our pages); text only, and only past a size
// where the encoding's own bytes do not outweigh the saving.
// Cost, measured on the demo home (9.3 KB to 2.2 KB): brotli at quality 5 takes ~0.07 ms. A cached
// page is compressed once per encoding, on its first hit that asks for one, and kept beside its body
// for as long as the body lives; a large body is compressed on the thread pool so the loop serves
// others meanwhile.
// Plain JavaScript: loaded by server/server.mjs before any of the app is.
import zlib from 'node:zlib';
import Negotiator from 'negotiator';

const MIN_BYTES = 1024;
// Above this, compressing on the loop (a few ms per MB) would hold other requests.
const ON_LOOP_MAX_BYTES = 128 * 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|manifest\+json|[a-z.+-]*\+(json|xml))|image\/svg\+xml)/i;
const ENCODINGS = ['br', 'gzip', 'identity'];
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } };
const GZIP = { level: 6 };

// Accept-Encoding value -> chosen encoding: clients send few distinct values.
const chosen = new Map();
const CHOSEN_MAX = 256;

export function chooseEncoding(acceptEncoding) {
  if (!acceptEncoding) return 'identity';
  let encoding = chosen.get(acceptEncoding);
  if (encoding === undefined) {
    // Anything the client refuses (identity;q=0 included) leaves us with identity: HTTP allows it.
    encoding = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encoding(ENCODINGS, { preferred: ENCODINGS }) ?? 'identity';
    if (chosen.size >= CHOSEN_MAX) chosen.clear();
    chosen.set(acceptEncoding, encoding);
  }
  return encoding;
}

// Compressed bodies of cached pages, per encoding, for as long as the cached Buffer lives.
const compressedOf = new WeakMap();

const compressSync = (encoding, body) => (encoding === 'br' ? zlib.brotliCompressSync(body, BROTLI) : zlib.gzipSync(body, GZIP));
const compressAsync = (encoding, body) =>
  new Promise((resolve, reject) => {
    const done = (err, out) => (err ? reject(err) : resolve(out));
    if (encoding === 'br') zlib.brotliCompress(body, BROTLI, done);
    else zlib.gzip(body, GZIP, done);
  });

function withVary(headers) {
  const vary = headers.vary ?? headers.Vary;
  if (vary && /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) return headers;
  return { ...headers, vary: vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding' };
}

function encoded(headers, encoding, body) {
  return { headers: { ...headers, 'content-encoding': encoding, 'content-length': String(body.length) }, body };
}

// The answer to send for `page` ({ status, headers, body }): the same, or its compressed form. A
// Promise only when the body is large enough to be compressed off the loop.
export function compressAnswer(page, acceptEncoding) {
  const body = page.body;
  const type = page.headers['content-type'];
  if (body === null || body === undefined || !type || !COMPRESSIBLE.test(type) || page.headers['content-encoding']) return page;
  // Whether or not this one is compressed, a cache must keep the encodings apart.
  const headers = withVary(page.headers);
  const length = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  const encoding = chooseEncoding(acceptEncoding);
  if (encoding === 'identity' || length < MIN_BYTES || page.status === 204 || page.status === 304) return headers === page.headers ? page : { ...page, headers };
  const cached = typeof body === 'string' ? undefined : compressedOf.get(body)?.[encoding];
  if (cached) return { ...page, ...encoded(headers, encoding, cached) };
  const keep = (out) => {
    if (typeof body !== 'string') compressedOf.set(body, { ...compressedOf.get(body), [encoding]: out });
    return { ...page, ...encoded(headers, encoding, out) };
  };
  if (length <= ON_LOOP_MAX_BYTES) return keep(compressSync(encoding, body));
  return compressAsync(encoding, typeof body === 'string' ? Buffer.from(body) : body).then(keep);
}
