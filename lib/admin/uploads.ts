'use client';
import type { OkData } from '@/lib/api/define';
import { filesCollection } from '@/lib/domains/content/files/api';
import { storagePresign } from '@/lib/domains/content/storage/api';
import { ApiError } from './api';
import { call } from './call';
import { useResourceMutation } from './crud';
import type { FileRecord } from './files';

// An upload in three steps: the API presigns a PUT under the site's own keys, the browser sends the
// bytes straight to that URL (the local store on the site's host, or S3), then the file record is
// written with the stored file's public URL.

type Presigned = OkData<typeof storagePresign.presign>;

// A key the store accepts: the file's name with anything unusual replaced, under a dated folder so two
// uploads of `logo.png` do not overwrite each other.
export function uploadKey(name: string, now = new Date()): string {
  const safe =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\w.-]+/g, '-')
      .replace(/^[-.]+/, '')
      .slice(-120) || 'file';
  const stamp = now.toISOString().slice(0, 10);
  return `uploads/${stamp}/${Math.random().toString(36).slice(2, 8)}-${safe}`;
}

// fetch() reports no upload progress; XMLHttpRequest does.
function put(target: Presigned, file: File, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(target.method || 'PUT', target.url);
    // The browser sets Content-Length itself (a script may not).
    for (const [k, v] of Object.entries(target.headers ?? {})) if (k.toLowerCase() !== 'content-length') xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let text = `The upload failed (error ${xhr.status}): try again`;
      try {
        const body = JSON.parse(xhr.responseText) as { data?: { text?: string } };
        if (body.data?.text) text = body.data.text;
      } catch {
        // not the JSON envelope (S3 answers XML): keep the status
      }
      reject(new ApiError(xhr.status, text, {}));
    };
    xhr.onerror = () => reject(new ApiError(0, 'The upload did not reach the store: check your connection and try again', {}));
    xhr.send(file);
  });
}

async function uploadFile(site: string, file: File, onProgress: (fraction: number) => void): Promise<FileRecord> {
  const contentType = file.type || 'application/octet-stream';
  const target = await call(storagePresign.presign, { site, body: { key: uploadKey(file.name), contentType, size: file.size } });
  await put(target, file, onProgress);
  onProgress(1);
  if (!target.publicUrl) throw new ApiError(0, "The file was stored, but this platform's file storage has no public address, so it cannot be shown on the site: ask the platform admin", {});
  const { item } = await call(filesCollection.create, { site, body: { name: file.name.slice(0, 255), url: target.publicUrl, mime: contentType, size: file.size } });
  return item;
}

// A failed upload refreshes the files' queries too: the storage use shows its reservation given back.
export const useUploadFile = () =>
  useResourceMutation('files', (site, { file, onProgress }: { file: File; onProgress: (fraction: number) => void }) => uploadFile(site, file, onProgress), { refetchAfterFailure: true });
