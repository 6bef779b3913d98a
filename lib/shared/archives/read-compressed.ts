import { invalid } from '@/lib/shared/errors';
import { absurd, ARCHIVE_TIME_MS, deadline, seconds, warnOfBomb } from './guard';
import { inflateBounded, InflateCorrupt, InflateOverflow, type Compression } from './inflate';

// One compressed body (a .gz export, a body sent with Content-Encoding) inflated under the same guard
// as a zip entry: streaming off the event loop, counted as produced, stopped at the first piece past
// `limit` (gzip's size trailer is not trusted: it is modulo 4 GiB, and anyone can write it), within
// `timeMs`. Refusals are 422s; a bomb is warned of in the server log, naming the site.

export interface ReadCompressedOptions {
  limit: number;
  timeMs?: number;
  site: string;
  purpose: string;
}

export async function readCompressed(data: Buffer, format: Compression, { limit, timeMs = ARCHIVE_TIME_MS, site, purpose }: ReadCompressedOptions): Promise<Buffer> {
  const clock = deadline(timeMs, () => invalid(`${purpose}: not inflated within ${seconds(timeMs)}, the limit: try again, or send it smaller`));
  try {
    return await inflateBounded(data, format, { limit, signal: clock.signal });
  } catch (err) {
    if (err instanceof InflateOverflow) {
      if (absurd(err.produced, err.consumed))
        warnOfBomb({ site, purpose, compressedBytes: data.length, inflatedBytes: err.produced, why: `${err.consumed} of its ${data.length} bytes had inflated to ${err.produced} when stopped` });
      throw invalid(`${purpose}: inflates to more than ${limit} bytes, the limit: send it smaller`);
    }
    if (err instanceof InflateCorrupt) throw invalid(`${purpose}: not ${format} data, or damaged (${err.message})`);
    throw err;
  } finally {
    clock.done();
  }
}
