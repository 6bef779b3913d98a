import type { NextRequest } from 'next/server';
import { sessionCookie } from '@/lib/auth/credential';
import type { Issued } from '@/lib/auth/operations';
import { env } from '@/lib/env';
import { okJson } from './envelope';

// Answers a login or sign-up: the token in the body and, for browsers, the current_user cookie.
export function issuedResponse(req: NextRequest, issued: Issued, text: string, status = 200) {
  const secure = req.nextUrl.protocol === 'https:' || (env.TRUST_PROXY && req.headers.get('x-forwarded-proto') === 'https');
  const res = okJson({ text, token: issued.token, item: issued.user }, status);
  res.headers.append('set-cookie', sessionCookie(issued.token, secure));
  return res;
}
