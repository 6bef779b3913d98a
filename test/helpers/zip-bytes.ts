import zlib from 'node:zlib';

// Zip archives written byte by byte, so a test can make one lie: an entry's declared size (and CRC) is
// whatever the test says, not what its bytes inflate to. Only what readers look at is written: local
// headers, the central directory and its end record; no zip64, no data descriptors.

export interface RawEntry {
  name: string;
  // The entry's bytes as stored in the archive (deflated when `method` is 8).
  stored: Buffer;
  method: 0 | 8;
  // What the headers claim.
  declaredSize: number;
  crc: number;
}

const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
};

export function zipOf(entries: RawEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    // version 2.0, flags: UTF-8 names, method, time and date (1980-01-01), crc, sizes, name and extra lengths
    const common = [u16(20), u16(0x0800), u16(e.method), u16(0), u16(0x21), u32(e.crc), u32(e.stored.length), u32(e.declaredSize), u16(name.length), u16(0)];
    const local = Buffer.concat([u32(0x04034b50), ...common, name]);
    central.push(Buffer.concat([u32(0x02014b50), u16(20), ...common, u16(0), u16(0), u16(0), u32(0), u32(offset), name]));
    parts.push(local, e.stored);
    offset += local.length + e.stored.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.concat([u32(0x06054b50), u16(0), u16(0), u16(entries.length), u16(entries.length), u32(directory.length), u32(offset), u16(0)]);
  return Buffer.concat([...parts, directory, end]);
}

// An entry whose headers tell the truth about `bytes`.
export function truthful(name: string, bytes: Buffer, method: 0 | 8 = 8): RawEntry {
  return { name, stored: method === 8 ? zlib.deflateRawSync(bytes) : bytes, method, declaredSize: bytes.length, crc: zlib.crc32(bytes) };
}

// A raw deflate stream of `mib` MiB of zeros, about 1 KiB a MiB (deflate's best ratio), made as a
// stream so the zeros are never held at once. Run-length matching makes it in a fraction of a second,
// and it is one ordinary stream of compressed blocks (no stored blocks, which some inflaters stop at).
export async function deflatedZeros(mib: number): Promise<Buffer> {
  const deflate = zlib.createDeflateRaw({ level: 9, strategy: zlib.constants.Z_RLE, chunkSize: 1024 * 1024 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const ended = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const zeros = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < mib; i++) if (!deflate.write(zeros)) await new Promise((resolve) => deflate.once('drain', resolve));
  deflate.end();
  await ended;
  return Buffer.concat(out);
}

// An inflation bomb: one entry declaring `declaredSize` bytes that inflates to `mib` MiB of zeros,
// beside a theme.json, as an attacker would send it.
export async function bombZip({ mib, declaredSize, name = 'partials/bomb.liquid' }: { mib: number; declaredSize: number; name?: string }): Promise<Buffer> {
  return zipOf([truthful('theme.json', Buffer.from('{"name":"bomb","manifestVersion":1}')), { name, stored: await deflatedZeros(mib), method: 8, declaredSize, crc: 0 }]);
}
