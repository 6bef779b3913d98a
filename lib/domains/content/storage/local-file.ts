import { isRasterType, measureImage, type ImageFacts } from '@/lib/domains/content/images/measure';
import { discardUpload, placeUpload, receiveUpload } from './local-store';

export interface StoredLocalFile {
  size: number;
  version: string;
  image?: ImageFacts;
}

// Bytes the platform itself stores for a site (the demo's pictures): placed and measured as an upload
// is. The caller counts them against the site's quota (storage_objects) once the site exists.
export async function storeLocalFile(siteUid: string, key: string, contentType: string, bytes: Uint8Array): Promise<StoredLocalFile> {
  const received = await receiveUpload(
    (async function* () {
      yield bytes;
    })(),
  );
  try {
    const image = isRasterType(contentType) ? await measureImage(received.tmpFile, contentType) : undefined;
    await placeUpload(siteUid, key, contentType, received, image);
    return { size: received.size, version: received.sha256.slice(0, 20), image };
  } finally {
    await discardUpload(received);
  }
}
