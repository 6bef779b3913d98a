import type { NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { okJson } from '@/lib/http/envelope';
import { sessionCookie } from './credential';
import type { Issued } from './operations';

// Answers a login or sign-up: the token in the body and, for browsers, the current_user cookie.
export function issuedResponse(req: NextRequest, issued: Issued, text: string, status = 200) {
  const secure = req.nextUrl.protocol === 'https:' || (env.TRUST_PROXY && req.headers.get('x-forwarded-proto') === 'https');
  const res = okJson({ text, token: issued.token, item: issued.user }, status);
  res.headers.append('set-cookie', sessionCookie(issued.token, secure));
  return res;
}
