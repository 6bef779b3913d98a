import type { Env } from '@/lib/shared/env';

// How long a presigned S3 PUT is valid: until then it may (re)write its key, so the quota counts it.
export const S3_EXPIRES_SECONDS = 15 * 60;

export interface S3Config {
  bucket: string;
  endpoint: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  publicUrl?: string;
  forcePathStyle: boolean;
}

// S3 is used when both S3_BUCKET and S3_ENDPOINT are set (lib/shared/env.ts refuses one without the other).
export function s3Config(e: Pick<Env, 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_PUBLIC_URL' | 'S3_FORCE_PATH_STYLE'>): S3Config | null {
  if (!e.S3_BUCKET || !e.S3_ENDPOINT) return null;
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
    publicUrl: e.S3_PUBLIC_URL,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}
