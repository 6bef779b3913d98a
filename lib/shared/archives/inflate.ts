import zlib from 'node:zlib';

// Compressed bytes inflated as a stream on libuv's thread pool (node:zlib's asynchronous streams), so
// the event loop only counts and keeps each piece as it comes: the bytes actually produced are counted,
// never a size the input declares, and the stream is destroyed at the first piece that takes the count
// past `limit`. Pieces are at most PIECE_BYTES, so an inflation bomb costs the thread pool at most that
// much past the limit, whatever it would inflate to.

export const PIECE_BYTES = 16 * 1024;

export type Compression = 'deflate-raw' | 'deflate' | 'gzip' | 'br';

// The inflated bytes passed `limit`: `produced` is how many had come when the stream was stopped,
// from `consumed` bytes of the input.
export class InflateOverflow extends Error {
  constructor(
    readonly produced: number,
    readonly consumed: number,
  ) {
    super(`inflates to more than its limit (${produced} bytes and counting)`);
  }
}

// The input is not a whole stream of its format (zlib's own message).
export class InflateCorrupt extends Error {}

const streams: Record<Compression, (o: zlib.ZlibOptions & zlib.BrotliOptions) => zlib.Gunzip | zlib.Inflate | zlib.InflateRaw | zlib.BrotliDecompress> = {
  'deflate-raw': (o) => zlib.createInflateRaw(o),
  deflate: (o) => zlib.createInflate(o),
  gzip: (o) => zlib.createGunzip(o),
  br: (o) => zlib.createBrotliDecompress(o),
};

export interface InflateOptions {
  limit: number;
  // Ends the inflation with the signal's reason (the reader's deadline).
  signal?: AbortSignal;
  // Called with each piece as it is kept (a running CRC).
  onPiece?: (piece: Buffer) => void;
}

export function inflateBounded(input: Uint8Array, format: Compression, { limit, signal, onPiece }: InflateOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const stream = streams[format]({ chunkSize: PIECE_BYTES });
    const pieces: Buffer[] = [];
    let produced = 0;
    let settled = false;
    const settle = (err: unknown, value?: Buffer) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', aborted);
      if (err === null) return resolve(value!);
      stream.destroy();
      reject(err instanceof Error ? err : new Error(String(err)));
    };
    const aborted = () => settle(signal?.reason ?? new Error('aborted'));
    if (signal?.aborted) return aborted();
    signal?.addEventListener('abort', aborted, { once: true });
    stream.on('data', (piece: Buffer) => {
      if (settled) return;
      produced += piece.length;
      if (produced > limit) return settle(new InflateOverflow(produced, stream.bytesWritten));
      onPiece?.(piece);
      pieces.push(piece);
    });
    stream.on('end', () => settle(null, Buffer.concat(pieces, produced)));
    stream.on('error', (err) => settle(new InflateCorrupt(err.message)));
    stream.end(input);
  });
}
