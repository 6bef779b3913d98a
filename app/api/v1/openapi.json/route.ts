import { NextResponse } from 'next/server';
import { withContext } from '@/lib/http/route';
import { openApiDocument } from '@/lib/openapi/document';
import { methodNotAllowed } from '@/lib/http/method-not-allowed';

// The document itself is the answer (tools expect a bare OpenAPI object, not the envelope).
export const GET = withContext({ access: 'public', host: 'any' }, async () => NextResponse.json(openApiDocument(), { headers: { 'cache-control': 'public, max-age=300' } }));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
