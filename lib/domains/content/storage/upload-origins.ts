import { env } from '@/lib/shared/env';

// Where the admin's browser sends upload bytes (its CSP connect-src): with S3, the endpoint in
// path style and its bucket subdomains in virtual-host style; the local store lives on the site hosts,
// which the admin already reaches.
export function s3UploadOrigins(): string[] {
  if (!env.S3_BUCKET || !env.S3_ENDPOINT) return [];
  const endpoint = new URL(env.S3_ENDPOINT);
  return [endpoint.origin, `${endpoint.protocol}//*.${endpoint.host}`];
}
