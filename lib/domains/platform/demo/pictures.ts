import fs from 'node:fs';
import path from 'node:path';
import { newUid } from '@/lib/shared/ids';
import { canonicalOrigin } from '@/lib/shared/tenancy/canonical-origin';
import { keyPath } from '@/lib/domains/content/storage/key';
import { storeLocalFile } from '@/lib/domains/content/storage/local-file';
import { FILES_PATH, localStoreAvailable } from '@/lib/domains/content/storage/operations';
import { env } from '@/lib/shared/env';

type FileRecord = {
  uid: string;
  siteUid: string;
  name: string;
  url: string;
  mime: string;
  size: number;
  alt: string;
  storageKey: string;
  contentVersion: string;
  width: number | null;
  height: number | null;
  placeholder: string | null;
};
export interface DemoPicture {
  name: string;
  record: FileRecord;
}

const ALT: Record<string, string> = {
  'house-blend': 'A bag of House Blend coffee',
  'sidamo-natural': 'A bag of Sidamo Natural coffee',
  'huila-washed': 'A bag of Huila Washed coffee',
  'sugarcane-decaf': 'A bag of Sugarcane Decaf coffee',
  brewing: 'A cup of black coffee from above',
  origins: 'A cup of coffee on a green table',
};

// The demo theme's pictures (themes/demo/images, drawn by scripts/make-demo-images.mjs), stored in the
// demo site's files as uploads are. None where there is no local store (S3, Vercel): the theme then
// shows each product's colour instead.
export async function storeDemoPictures(siteUid: string, subdomain: string): Promise<DemoPicture[]> {
  if (!localStoreAvailable()) return [];
  const dir = path.join(env.THEMES_DIR, 'demo', 'images');
  const out: DemoPicture[] = [];
  for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) {
    if (!file.endsWith('.jpg')) continue;
    const name = file.slice(0, -4);
    const key = `${siteUid}/demo/${file}`;
    const stored = await storeLocalFile(siteUid, key, 'image/jpeg', fs.readFileSync(path.join(dir, file)));
    out.push({
      name,
      record: {
        uid: newUid(),
        siteUid,
        name: file,
        url: `${canonicalOrigin({ subdomain })}${FILES_PATH}${keyPath(key)}`,
        mime: 'image/jpeg',
        size: stored.size,
        alt: ALT[name] ?? '',
        storageKey: key,
        contentVersion: stored.version,
        width: stored.image?.width ?? null,
        height: stored.image?.height ?? null,
        placeholder: stored.image?.placeholder ?? null,
      },
    });
  }
  return out;
}

// A post's `media`: its picture's file record as the admin's media picker stores it (the image filters
// read url, version, width, height and alt from it), when there is one.
export function mediaOf(pictures: DemoPicture[], name: string): Record<string, unknown>[] {
  const found = pictures.find((p) => p.name === name)?.record;
  return found ? [{ uid: found.uid, name: found.name, url: found.url, mime: found.mime, alt: found.alt, width: found.width, height: found.height, version: found.contentVersion }] : [];
}
