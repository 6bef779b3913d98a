import { createHmac, timingSafeEqual } from 'node:crypto';
import { authSecret } from '@/lib/domains/accounts/auth/secret';

// What a local presigned upload grants: one PUT of at most `max` bytes of type `type` to `key`
// (already `<siteUid>/…`) until `expires` (unix seconds). The signature is the whole authorization.
export interface UploadGrant {
  siteUid: string;
  key: string;
  expires: number;
  type: string;
  max: number;
}

let derived: Buffer | undefined;

// A key of its own, derived from the auth secret, so an upload signature can never stand in for a
// token signature (or the other way round).
function signingKey(): Buffer {
  return (derived ??= createHmac('sha256', authSecret()).update('storage-upload').digest());
}

// Fields joined by a newline: none of them can contain one (keys and types are validated first).
function message(g: UploadGrant): string {
  return ['PUT', g.siteUid, g.key, String(g.expires), g.type, String(g.max)].join('\n');
}

export function signUpload(g: UploadGrant, secret: Uint8Array = signingKey()): string {
  return createHmac('sha256', secret).update(message(g)).digest('base64url');
}

// Constant-time comparison of the presented signature with the expected one.
export function uploadSignatureValid(g: UploadGrant, presented: string, secret: Uint8Array = signingKey()): boolean {
  const expected = Buffer.from(signUpload(g, secret));
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
