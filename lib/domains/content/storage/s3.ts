import { DeleteObjectCommand, DeleteObjectsCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { keyPath } from './key';
import { S3_EXPIRES_SECONDS, type S3Config } from './s3-config';

const clients = new Map<S3Config, S3Client>();
function client(config: S3Config): S3Client {
  let c = clients.get(config);
  if (!c) {
    c = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Otherwise the SDK signs a CRC32 of the (empty) body it has now into the URL, and every real
      // upload would fail its checksum.
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
    clients.set(config, c);
  }
  return c;
}

export interface S3Upload {
  key: string;
  contentType: string;
  size?: number;
  // Set for anything not shown inline: the object is then always served as a download.
  contentDisposition?: string;
}

// A presigned PUT (no network: the signature is computed here). The content type, and the length and
// disposition when given, are signed headers: the upload must send exactly those.
export async function presignS3(config: S3Config, upload: S3Upload, now = new Date()): Promise<{ url: string; headers: Record<string, string>; expiresAt: Date; publicUrl: string | null }> {
  const command = new PutObjectCommand({
    Bucket: config.bucket,
    Key: upload.key,
    ContentType: upload.contentType,
    ContentLength: upload.size,
    ContentDisposition: upload.contentDisposition,
  });
  const signable = new Set(['content-type', ...(upload.size === undefined ? [] : ['content-length']), ...(upload.contentDisposition ? ['content-disposition'] : [])]);
  const url = await getSignedUrl(client(config), command, { expiresIn: S3_EXPIRES_SECONDS, signableHeaders: signable, signingDate: now });
  const headers: Record<string, string> = { 'content-type': upload.contentType };
  if (upload.contentDisposition) headers['content-disposition'] = upload.contentDisposition;
  return {
    url,
    headers,
    expiresAt: new Date(now.getTime() + S3_EXPIRES_SECONDS * 1000),
    publicUrl: config.publicUrl ? `${config.publicUrl.replace(/\/+$/, '')}/${keyPath(upload.key)}` : null,
  };
}

// Deleting a key that is not there succeeds (S3 answers 204 either way).
export async function deleteS3Object(config: S3Config, key: string): Promise<void> {
  await client(config).send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
}

// Every object under `prefix` (a deleted site's `<uid>/`), a listed page (up to 1,000) at a time.
export async function deleteS3Prefix(config: S3Config, prefix: string): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await client(config).send(new ListObjectsV2Command({ Bucket: config.bucket, Prefix: prefix }));
    const keys = (page.Contents ?? []).map((o) => o.Key).filter((k): k is string => typeof k === 'string');
    if (keys.length === 0) return deleted;
    await client(config).send(new DeleteObjectsCommand({ Bucket: config.bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }));
    deleted += keys.length;
    if (!page.IsTruncated) return deleted;
  }
}
